import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  loading: 'Das Dokument zum Unterschreiben wird geladen',
  load_failed:
    'Das Dokument konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  landing: {
    asks: '{{name}} bittet Sie um Ihre Signatur',
    message: 'Nachricht von {{name}}',
    documents: 'Dokumente',
    level: 'Signatur: {{level}}',
    review: 'Prüfen und unterschreiben',
    preview: 'Dokumente ansehen',
    signed_by: '{{signed}} von {{total}} Personen haben unterschrieben',
    identity: 'Sie unterschreiben als {{name}} ({{email}}).',
  },
  status: {
    signed: 'Sie haben dieses Dokument unterschrieben.',
    declined: 'Sie haben die Signatur dieses Dokuments abgelehnt.',
    ended:
      'Dieses Dokument kann nicht mehr unterschrieben werden: Die Anfrage wurde von allen unterschrieben, abgelehnt oder zurückgezogen.',
  },
  preview: {
    title: 'Vorschau',
    back: 'Zurück',
  },
  viewer: {
    toolbar: 'Aktionen zum Dokument',
    sign: 'Unterschreiben',
    decline: 'Ablehnen',
    download: 'Unterschriebenes Dokument herunterladen',
    your_field: 'Hier kommt Ihre Signatur hin',
    page: '{{document}}, Seite {{page}} von {{pages}}',
  },
  success: {
    title: 'Unterschrieben',
    text: 'Vielen Dank. Ihre Signatur wurde dem Dokument hinzugefügt.',
    text_completed: 'Vielen Dank. Alle haben unterschrieben: Das Dokument ist vollständig.',
    countdown: 'Weiterleitung in {{count}} s.',
    leaving: 'Sie werden zurückgeleitet…',
    leave_now: 'Jetzt verlassen',
    close: 'Zurück zum Dokument',
  },
  declined: {
    title: 'Sie haben die Signatur abgelehnt',
    text: 'Die absendende Person wurde informiert, dass Sie dieses Dokument nicht unterschreiben.',
  },
  link: {
    DIRECT_LINK_EXPIRED: {
      title: 'Dieser Link ist abgelaufen',
      text: 'Links zum Unterschreiben sind nur eine begrenzte Zeit gültig. Wir können Ihnen einen neuen Link an Ihre E-Mail-Adresse senden.',
    },
    DIRECT_LINK_USED: {
      title: 'Dieser Link wurde ersetzt',
      text: 'Ihnen wurde ein neuerer Link gesendet, darum funktioniert dieser nicht mehr. Bitte öffnen Sie die neueste E-Mail oder fordern Sie einen neuen Link an.',
    },
    DIRECT_LINK_TAMPERED: {
      title: 'Dieser Link funktioniert nicht',
      text: 'Der Link ist unvollständig oder wurde verändert. Bitte öffnen Sie ihn erneut aus der E-Mail und kopieren Sie die ganze Adresse.',
    },
    resend: 'Neuen Link senden',
    sent: 'Ein neuer Link ist unterwegs an {{address}}.',
    send_failed:
      'Der neue Link konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    leave: 'Verlassen',
  },
  verification: {
    title: 'Mobilnummer bestätigen',
    text: 'Wir haben einen 6-stelligen Code an {{mobile}} gesendet. Geben Sie ihn ein, um die Nummer zu bestätigen; danach geht der Code für Ihre Signatur dorthin.',
    label: 'Bestätigungscode',
    submit: 'Bestätigen',
    resend: 'Neuen Code senden',
    cancel: 'Abbrechen',
    invalid: 'Dieser Code ist nicht korrekt. Bitte prüfen Sie die SMS und versuchen Sie es erneut.',
    expired:
      'Dieser Code ist abgelaufen oder wurde schon verwendet. Bitte fordern Sie einen neuen an.',
    locked: 'Zu viele falsche Codes. Bitte fordern Sie einen neuen an.',
    failed:
      'Das hat nicht funktioniert. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  identification: {
    title: 'Die Identifikation ist hier noch nicht verfügbar',
    text: 'Für diese Signatur muss Ihre Identität mit {{method}} bestätigt werden. Für Gäste ist die Identifikation noch nicht verfügbar, darum kann dieses Dokument hier auf dieser Stufe nicht unterschrieben werden.',
    hint: 'Bitte wenden Sie sich an die absendende Person: Sie kann stattdessen eine einfache elektronische Signatur verlangen oder Sie einladen, mit einem Konto zu unterschreiben.',
    back: 'Zurück zum Dokument',
    methods: {
      eidas_self: 'einer EU-Identifikation per Foto',
      eidas_video: 'einer EU-Videoidentifikation',
      zertes_auto: 'einer automatischen Schweizer Identifikation',
      zertes_video: 'einer Schweizer Videoidentifikation',
      zertes_personal_details: 'Ihren Personalien für eine Schweizer Identifikation',
      id_austria: 'ID Austria',
    },
  },
};

export default catalog;
