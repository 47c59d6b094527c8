import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'API',
    intro:
      'Mit API-Konten fordern Ihre eigenen Systeme Unterschriften über die Signet-API an. Halten Sie die Schlüssel geheim.',
    load_failed: 'Die API-Konten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  list: {
    heading: 'API-Konten',
    none: 'Ihr Unternehmen hat noch kein API-Konto. Erstellen Sie unten eines.',
    name: 'Name',
    kind: 'Art',
    key_from: 'Schlüssel vom',
    actions: 'Aktionen',
  },
  kind: { demo: 'Demo', production: 'Produktion' },
  form: {
    heading: 'API-Konto erstellen',
    intro:
      'Demo-Schlüssel sind für die Entwicklung: Ihre Unterschriften haben keine rechtliche Wirkung und sind kostenlos. Unterschriften mit Produktionsschlüsseln werden Ihrem Unternehmen verrechnet.',
    name: 'Name',
    name_hint: 'Zum Beispiel das System, das ihn verwendet',
    name_invalid: 'Geben Sie einen Namen mit 1 bis 64 Zeichen ein.',
    kind: 'Art',
    kind_hint: {
      demo: 'Unterschreibt auf Demo-Stufe, kostenlos',
      production: 'Wird Ihrem Unternehmen angerechnet',
    },
    submit: 'API-Konto erstellen',
  },
  key: {
    title: 'API-Schlüssel von {{name}}',
    once: 'Kopieren Sie den Schlüssel jetzt. Er wird nur dieses eine Mal angezeigt; danach gibt nur ein Zurücksetzen einen neuen.',
    username: 'Benutzername',
    key: 'API-Schlüssel',
    copy: 'Schlüssel kopieren',
    copied: 'Der Schlüssel wurde kopiert.',
    copy_failed:
      'Der Schlüssel konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn von Hand.',
    done: 'Fertig',
  },
  reset: {
    open: 'Schlüssel von {{name}} zurücksetzen',
    title: 'Schlüssel zurücksetzen?',
    text: 'Der Schlüssel von {{name}} und seine Zugriffstoken funktionieren sofort nicht mehr. Ein neuer Schlüssel wird einmal angezeigt.',
    submit: 'Zurücksetzen',
  },
  delete: {
    open: '{{name}} löschen',
    title: 'API-Konto löschen?',
    text: '{{name}} und sein Schlüssel funktionieren sofort nicht mehr. Seine Anfragen bleiben in Ihrem Unternehmen.',
    submit: 'Löschen',
    done: '{{name}} wurde gelöscht.',
  },
  dialog: { cancel: 'Abbrechen' },
  reference: {
    heading: 'API-Referenz',
    text: 'Melden Sie sich unter /api/v2/access/login mit Benutzername und Schlüssel an und senden Sie das Token als Bearer-Token.',
    link: 'API-Referenz öffnen',
  },
  errors: {
    API_ACCOUNT_NOT_FOUND: 'Dieses API-Konto gibt es in Ihrem Unternehmen nicht.',
    API_ACCOUNT_LIMIT:
      'Ihr Unternehmen hat bereits die meisten erlaubten API-Konten. Löschen Sie zuerst eines.',
    API_SEAL_NOT_IN_BUSINESS:
      'Einem API-Konto kann nur ein Siegel Ihres Unternehmens gegeben werden.',
    BUSINESS_DELETION_PENDING:
      'Dieses Unternehmenskonto wird gelöscht. Widerrufen Sie die Löschung, um Änderungen vorzunehmen.',
    VALIDATION_FAILED: 'Bitte prüfen Sie Ihre Angaben.',
    FORBIDDEN: 'Nur Admins des Unternehmens können das tun.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    NETWORK: 'Keine Verbindung. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    UNKNOWN: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
};

export default catalog;
