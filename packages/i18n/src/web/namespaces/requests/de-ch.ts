import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  table: {
    progress: '{{signed}} von {{total}} unterschrieben',
    label: 'Signaturanfragen',
    title: 'Titel',
    people: 'Unterzeichnende',
    status: 'Status',
    level: 'Stufe',
    date: 'Erstellt',
    select_all: 'Alle Anfragen auf dieser Seite auswählen',
    select_row: '{{title}} auswählen',
    selected: '{{count}} ausgewählt',
    delete_selected: 'Löschen',
    range: '{{from}}–{{to}} von {{count}}',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    loading: 'Signaturanfragen werden geladen…',
    no_signers: 'Noch keine Unterzeichnenden',
    more_signers: '{{count}} weitere',
  },
  status: {
    DRAFT: 'Entwurf',
    OPEN: 'Offen',
    SIGNED: 'Unterschrieben',
    DECLINED: 'Abgelehnt',
    WITHDRAWN: 'Zurückgezogen',
  },
  signer_status: {
    OPEN: 'Ausstehend',
    SIGNED: 'Unterschrieben',
    DECLINED: 'Abgelehnt',
    WITHDRAWN: 'Zurückgezogen',
    ERROR: 'Fehlgeschlagen',
  },
  level: {
    ses: 'EES',
    aes: 'FES',
    qes: 'QES',
    demo: 'Demo',
  },
  actions: {
    upload: 'Neue Signaturanfrage',
    remind: 'Unterzeichnende erinnern',
    reminded: 'Die Unterzeichnenden wurden erinnert.',
    auto_deletion_on: 'Automatisches Löschen: nach {{count}} Tagen',
    auto_deletion_off: 'Automatisches Löschen: aus',
  },
  upload: {
    heading: 'Neue Signaturanfrage',
    intro:
      'Wählen Sie die PDF-Dokumente, die unterschrieben werden sollen. Danach fügen Sie die Unterzeichnenden hinzu.',
    drop: 'PDF-Dateien hierher ziehen und ablegen',
    or: 'oder',
    pick: 'Dateien auswählen',
    limits: 'Nur PDF, höchstens 50 MB und 500 Seiten pro Datei.',
    uploading: '{{name}} wird hochgeladen',
    progress: '{{percent}} % hochgeladen',
    refused: {
      not_pdf: '«{{name}}» ist kein PDF. Nur PDF-Dokumente können unterschrieben werden.',
      empty: '«{{name}}» ist leer.',
      too_large: '«{{name}}» ist zu gross. Dateien dürfen höchstens 50 MB gross sein.',
      too_many_pages:
        '«{{name}}» hat zu viele Seiten. Dokumente dürfen höchstens 500 Seiten haben.',
      page_too_large: '«{{name}}» enthält eine Seite, die grösser ist, als PDF es zulässt.',
      encrypted:
        '«{{name}}» ist passwortgeschützt. Entfernen Sie das Passwort und laden Sie die Datei erneut hoch.',
      inflates_too_large:
        '«{{name}}» enthält komprimierte Inhalte, die entpackt grösser wären, als Signet sicher verarbeiten kann.',
      damaged: '«{{name}}» ist beschädigt und kann nicht gelesen werden.',
      certified:
        '«{{name}}» ist so zertifiziert, dass keine Änderungen erlaubt sind. Es kann nicht erneut unterschrieben werden.',
      network: '«{{name}}» konnte nicht hochgeladen werden: Signet ist nicht erreichbar.',
      rate_limited:
        '«{{name}}» wurde nicht hochgeladen: zu viele Uploads in kurzer Zeit. Bitte warten Sie einen Moment.',
      unknown: '«{{name}}» konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
    },
  },
  invite: {
    group_waiting: 'Unterzeichnergruppe · ein beliebiges Mitglied unterschreibt',
    group_signed_by: 'Für die Gruppe unterschrieben von {{email}}',
    heading: 'Wer soll unterschreiben?',
    uploaded:
      'Ihr Dokument ist hochgeladen. Fügen Sie die Personen hinzu, die es unterschreiben sollen.',
    details: 'Angaben',
    title: 'Titel',
    message: 'Nachricht an die Unterzeichnenden',
    message_help: 'Optional. Wird mit der Einladung versendet.',
    level: 'Signaturstufe',
    legislation: 'Rechtsraum',
    legislation_eidas: 'eIDAS (EU)',
    legislation_zertes: 'ZertES (Schweiz)',
    quality: {
      SES: 'Einfache elektronische Signatur (EES)',
      AES: 'Fortgeschrittene elektronische Signatur (FES)',
      QES: 'Qualifizierte elektronische Signatur (QES)',
    },
    save: 'Angaben speichern',
    saved: 'Angaben gespeichert.',
    documents: 'Dokumente',
    pages: 'Seiten: {{count}}',
    signers: 'Unterzeichnende',
    signers_empty: 'Es wurde noch niemand zum Unterschreiben eingeladen.',
    observers: 'Beobachtende',
    observers_text:
      'Beobachtende werden über den Fortschritt informiert, unterschreiben aber nicht.',
    observers_empty: 'Keine Beobachtenden.',
    group_observer: 'Unterzeichnergruppe · ihre Mitglieder verfolgen die Anfrage',
    add_signer: 'Unterzeichnende Person hinzufügen',
    add_observer: 'Beobachtende Person hinzufügen',
    remove: '{{name}} entfernen',
    delegate: 'Meine Unterschrift übergeben',
    continue: 'Weiter zum Platzieren der Unterschriften',
    continue_help:
      'Platzieren Sie als Nächstes das Unterschriftsfeld jeder unterzeichnenden Person im Dokument und versenden Sie es.',
    not_draft: 'Diese Anfrage wurde versendet. Änderungen sehen Sie in der Dokumentansicht.',
    open_view: 'Dokument öffnen',
  },
  sendto: {
    loading: 'Das zugesandte Dokument wird geladen…',
    heading: 'Ihnen wurde ein Dokument gesendet',
    text: 'Übernehmen Sie es, um daraus Ihre eigene Signaturanfrage zu erstellen.',
    claim: 'Dokument übernehmen',
    expires: 'Verfügbar bis {{date}}',
    expired:
      'Dieser Link ist abgelaufen. Bitten Sie die absendende Person, das Dokument erneut zu senden.',
    claimed: 'Dieses Dokument wurde übernommen.',
    open: 'Signaturanfrage öffnen',
  },
  dialog: {
    cancel: 'Abbrechen',
    email: 'E-Mail-Adresse',
    add_signer: {
      title: 'Unterzeichnende Person hinzufügen',
      text: 'Die Person erhält eine Einladung per E-Mail, sobald die Anfrage versendet ist.',
      submit: 'Hinzufügen',
    },
    add_observer: {
      title: 'Beobachtende Person hinzufügen',
      text: 'Beobachtende können die Anfrage verfolgen, unterschreiben aber nicht.',
      submit: 'Hinzufügen',
    },
    already: 'Diese Person ist bereits an dieser Anfrage beteiligt.',
    remove_observer: {
      title: 'Beobachter entfernen',
      text: '{{email}} verfolgt «{{title}}» nicht mehr.',
      submit: 'Entfernen',
    },
    remove_signer: {
      title: 'Unterzeichnende Person entfernen',
      text: '{{name}} wird nicht mehr gebeten, «{{title}}» zu unterschreiben.',
      submit: 'Entfernen',
    },
    delegate: {
      title: 'Unterschrift übergeben',
      text: 'Eine andere Person unterschreibt «{{title}}» an Ihrer Stelle. Sie selbst können danach nicht mehr unterschreiben.',
      message: 'Nachricht (optional)',
      submit: 'Übergeben',
    },
    delete_documents: {
      title: 'Dokumente löschen',
      text: 'Die ausgewählten Signaturanfragen ({{count}}) löschen? Entwürfe werden gelöscht und offene Anfragen zurückgezogen; abgeschlossene Anfragen verschwinden aus Ihrer Liste.',
      submit: 'Löschen',
      done: 'Signaturanfragen gelöscht: {{count}}.',
      partly: '{{failed}} von {{count}} Signaturanfragen konnten nicht gelöscht werden.',
    },
    activate_auto_deletion: {
      title: 'Automatisches Löschen aktivieren',
      text: 'Dokumente abgeschlossener Signaturanfragen (unterschrieben, abgelehnt oder zurückgezogen) werden nach der gewählten Frist automatisch gelöscht. Das Prüfprotokoll bleibt erhalten.',
      days: 'Löschen nach',
      option: '{{count}} Tagen',
      submit: 'Aktivieren',
    },
    deactivate_auto_deletion: {
      title: 'Automatisches Löschen deaktivieren',
      text: 'Dokumente abgeschlossener Signaturanfragen bleiben erhalten, bis Sie sie löschen.',
      submit: 'Deaktivieren',
    },
  },
  snackbar: {
    invite_failed: 'Die unterzeichnende Person konnte nicht eingeladen werden',
    observer_failed: 'Die beobachtende Person konnte nicht hinzugefügt werden',
    remind_failed: 'Die Unterzeichnenden konnten nicht erinnert werden',
    claim_failed: 'Die Signaturanfrage konnte nicht übernommen werden',
    remove_failed: 'Die unterzeichnende Person konnte nicht entfernt werden.',
    delegate_failed: 'Die Unterschrift konnte nicht übergeben werden.',
    save_failed: 'Die Angaben konnten nicht gespeichert werden.',
    retention_failed: 'Die Einstellung zum automatischen Löschen konnte nicht geändert werden.',
    observer_remove_failed: 'Der Beobachter konnte nicht entfernt werden.',
  },
  // Guiding the signer (issue 20): pages, zoom, fields, order, consent.
  guide: {
    from: 'Von {{name}}',
    waiting_for: 'Warten auf {{names}}',
  },
  // Frist des Entwurfs (Issue 20).
  deadline: {
    expires_on: 'Läuft ab am {{date}}',
    label: 'Letzter Tag zum Unterschreiben (optional)',
    help: 'Unterzeichnende werden 3 Tage und 1 Tag vorher erinnert; nach diesem Tag läuft die Anfrage ab.',
  },
  first: {
    title: 'Senden Sie Ihr erstes Dokument',
    text: 'Legen Sie hier ein PDF ab, um eine Signaturanfrage zu beginnen: Unterschreiben Sie selbst oder laden Sie andere dazu ein.',
    steps_title: 'Bereit zum Unterschreiben',
    steps: {
      visualSignature: 'Visuelle Signatur speichern',
      mobile: 'Handynummer für Signaturcodes hinterlegen',
      firstRequest: 'Erste Signaturanfrage senden',
    },
    done: 'erledigt',
  },
};

export default catalog;
