import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  action: {
    sign: 'Unterschreiben',
    sign_personally: 'Persönlich unterschreiben',
    sign_with_seal: 'Mit dem Siegel {{name}} unterschreiben',
    start_failed:
      'Das Unterschreiben konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  },
  actions: {
    cancel: 'Abbrechen',
  },
  overlay: {
    back: 'Zurück zum Dokument',
    dashboard: 'Zum Dashboard',
    action_failed:
      'Das hat nicht geklappt. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  terms: {
    title: 'Nutzungsbedingungen',
    text: 'Bevor Sie unterschreiben, akzeptieren Sie bitte die Nutzungsbedingungen. Sie erklären, wie Ihre Unterschrift entsteht und was sie rechtlich bedeutet.',
    checkbox: 'Ich habe die <terms>Nutzungsbedingungen</terms> gelesen und akzeptiere sie.',
    accept: 'Akzeptieren und weiter',
  },
  part11: {
    info: {
      title: 'Eine Unterschrift nach FDA 21 CFR Part 11',
      text: 'Der Absender verlangt eine Unterschrift, die den FDA-Regeln für elektronische Aufzeichnungen entspricht. Ihre Unterschrift zeigt:',
      name: 'Ihren Namen in Druckschrift,',
      reason: 'die Bedeutung Ihrer Unterschrift, etwa Freigabe, Prüfung oder Urheberschaft,',
      tan: 'Datum und Uhrzeit. Sie bestätigen sie mit einem Code, den wir Ihnen aufs Mobiltelefon senden.',
      continue: 'Weiter',
    },
    verification: {
      title: 'Part-11-Unterschrift bestätigen',
      text: 'Diese Angaben werden Teil der Unterschrift und des Prüfprotokolls. Für Ihre nächste Part-11-Unterschrift werden sie gespeichert.',
      name: 'Name in Druckschrift',
      reason: 'Bedeutung der Unterschrift',
      reason_hint: 'Zum Beispiel: Freigegeben, Geprüft, Verfasst',
      required: 'Dieses Feld ist erforderlich',
      submit: 'Weiter zum Unterschreiben',
    },
  },
  mobile: {
    title: 'Ihre Mobilnummer',
    text: 'Jede Unterschrift bestätigen Sie mit einem Einmalcode, den wir Ihnen per SMS aufs Mobiltelefon senden. Bitte ergänzen Sie Ihre Mobilnummer, um fortzufahren.',
    label: 'Mobilnummer',
    hint: 'Mit Landesvorwahl, zum Beispiel +41 79 123 45 67',
    invalid: 'Bitte geben Sie eine gültige Mobilnummer ein, zum Beispiel +41 79 123 45 67',
    failed:
      'Die Mobilnummer konnte nicht gespeichert werden. Bitte prüfen Sie sie und versuchen Sie es erneut.',
    submit: 'Speichern und Code senden',
  },
  tan: {
    title: 'Code eingeben',
    text: 'Wir haben Ihnen einen 6-stelligen Code per SMS aufs Mobiltelefon gesendet. Er ist 5 Minuten gültig.',
    text_to:
      'Wir haben einen 6-stelligen Code per SMS an {{mobile}} gesendet. Er ist 5 Minuten gültig.',
    label: 'Code aus der SMS',
    hint: '6 Ziffern',
    format: 'Der Code hat 6 Ziffern.',
    submit: 'Jetzt unterschreiben',
    resend: 'Neuen Code senden',
    invalid: 'Falscher Code: noch {{tries}} Versuche.',
    invalid_last:
      'Falscher Code: noch 1 Versuch. Ein weiterer falscher Code sperrt das Unterschreiben für {{minutes}} Minuten.',
    expired: 'Dieser Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
    resend_in: 'Neuen Code senden in {{seconds}} s',
    resend_from: 'Neuen Code senden ab {{time}}',
    rate_limited:
      'Ein neuer Code kann noch nicht gesendet werden. Der zuletzt erhaltene Code funktioniert weiterhin, solange er gültig ist.',
    resend_failed:
      'Es konnte kein neuer Code gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
  },
  upgrade: {
    title: 'Ein höherer Signaturstandard ist nötig',
    level: {
      ses: 'Für dieses Dokument ist eine einfache elektronische Signatur (EES) verlangt.',
      aes: 'Für dieses Dokument ist eine fortgeschrittene elektronische Signatur (FES) nach {{legislation}} verlangt. Ihr Konto ist für diesen Standard noch nicht identifiziert.',
      qes: 'Für dieses Dokument ist eine qualifizierte elektronische Signatur (QES) nach {{legislation}} verlangt. Ihr Konto ist für diesen Standard noch nicht identifiziert.',
    },
    verify_email:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben.',
    ask_sender:
      'Sie können den Absender bitten, einen Standard zu wählen, den Sie bereits haben, oder sich dafür identifizieren und danach unterschreiben.',
    close: 'Verstanden',
    identify: 'Identifizieren lassen',
    ask: 'Absender um eine andere Stufe bitten',
    asked_sent: 'Der Absender wurde per E-Mail gebeten, die Stufe zu ändern.',
    asked_already: 'Sie haben den Absender bereits gebeten. Morgen können Sie erneut fragen.',
    asked_failed:
      'Der Absender konnte nicht angefragt werden. Bitte versuchen Sie es später erneut.',
  },
  progress: {
    title: 'Unterschrift wird erstellt',
    text: 'Ihre Unterschrift wird erstellt und dem Dokument hinzugefügt. Das dauert meist nur wenige Sekunden. Bitte lassen Sie diese Seite geöffnet.',
  },
  failure: {
    title: 'Unterschreiben fehlgeschlagen',
    service:
      'Die Unterschrift konnte nicht erstellt werden. Am Dokument wurde nichts geändert. Bitte versuchen Sie es erneut.',
    alreadySigned: 'Sie haben dieses Dokument bereits unterschrieben.',
    requestClosed:
      'Diese Signaturanfrage ist nicht mehr zum Unterschreiben offen. Sie wurde inzwischen vielleicht von allen unterschrieben, abgelehnt oder zurückgezogen.',
    notAvailable: 'Dieses Dokument oder Siegel steht Ihnen nicht mehr zur Verfügung.',
    sealLevel: 'Dieses Siegel erfüllt den Signaturstandard nicht, den das Dokument verlangt.',
    notYourTurn:
      'Sie sind noch nicht an der Reihe: Dieses Dokument wird der Reihe nach unterschrieben und wartet auf frühere Unterzeichnende. Sie erhalten eine E-Mail, sobald Sie an der Reihe sind.',
    unexpected:
      'Beim Unterschreiben ist etwas schiefgelaufen. Am Dokument wurde nichts geändert. Bitte versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  tan_locked: {
    title: 'Unterschreiben gesperrt',
    text: 'Sie haben {{tries}}-mal in Folge einen falschen Code eingegeben. Zu Ihrer Sicherheit ist das Unterschreiben für {{minutes}} Minuten gesperrt.',
  },
  locked: {
    title: 'Unterschreiben ist gesperrt',
    text: 'Nach mehreren falschen Codes ist das Unterschreiben für eine Weile gesperrt. Bitte versuchen Sie es später erneut; die Sperre endet spätestens {{minutes}} Minuten nach dem letzten falschen Code.',
    until: 'Sie können ab {{time}} wieder unterschreiben.',
  },
  exhausted: {
    title: 'Keine Unterschriften mehr übrig',
    text: 'Sie haben alle kostenlosen Unterschriften Ihres Kontos aufgebraucht. Um dieses Dokument zu unterschreiben, wechseln Sie zu einem Abo oder bitten Sie den Absender, Sie mit einem Business-Konto einzuladen.',
  },
  serial_mismatch: {
    title: 'Seriennummer stimmt nicht überein',
    text: 'Das Zertifikat für die Unterschrift passte nicht zu Ihrer Identität. Deshalb wurde nichts unterschrieben, und das Dokument ist unverändert. Das kann vorkommen, wenn der Vertrauensdienst Zertifikate verwechselt. Sie können es erneut versuchen; geschieht es wieder, wenden Sie sich bitte an den Support.',
    retry: 'Erneut versuchen',
    support: 'Support kontaktieren',
  },
  signed: {
    title: 'Vielen Dank für Ihre Unterschrift',
    text_without_request:
      'Ihre Unterschrift wurde hinzugefügt. Sie finden das Dokument in Ihrem Dashboard.',
    load_failed:
      'Die Signaturanfrage konnte nicht geladen werden. Sie finden sie in Ihrem Dashboard.',
    complete: 'Alle haben «{{title}}» unterschrieben. Das unterschriebene Dokument ist bereit.',
    waiting:
      'Ihre Unterschrift auf «{{title}}» ist gesetzt. Noch offene Unterschriften: {{count}}. Wir senden Ihnen eine E-Mail, sobald alle unterschrieben haben.',
    progress: '{{signed}} von {{total}} unterschrieben',
    download_signed: 'Unterschriebenes PDF herunterladen',
    download_current: 'Aktuelle Version herunterladen',
    download_zip: 'Alle als ZIP herunterladen',
    download_protocol: 'Signaturprotokoll herunterladen',
    download_failed: 'Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    to_dashboard: 'Zurück zum Dashboard',
    open_document: 'Dokument öffnen',
  },
  // Guiding the signer (issue 20): pages, zoom, fields, order, consent.
  guide: {
    consent: 'Ich unterschreibe «{{title}}» als {{name}} mit {{level}} nach {{legislation}}.',
    level: {
      SES: 'einer einfachen elektronischen Signatur (SES)',
      AES: 'einer fortgeschrittenen elektronischen Signatur (AES)',
      AES_MINIMAL: 'einer fortgeschrittenen elektronischen Signatur (AES)',
      QES: 'einer qualifizierten elektronischen Signatur (QES)',
      DEMO: 'einer Demo-Signatur (ohne rechtliche Wirkung)',
    },
    legislation: {
      ZERTES: 'Schweizer Recht (ZertES)',
      EIDAS: 'EU-Recht (eIDAS)',
    },
  },
};

export default catalog;
