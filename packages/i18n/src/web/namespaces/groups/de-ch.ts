import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Unterzeichnergruppen',
    members: 'Mitglieder',
  },
  list: {
    heading: 'Ihre Unterzeichnergruppen',
    intro:
      'Eine Unterzeichnergruppe unterschreibt als eine Person: Ein beliebiges Mitglied unterschreibt für die Gruppe, und die Anfrage verschwindet aus den Eingängen der anderen.',
    create: 'Unterzeichnergruppe erstellen',
    loading: 'Unterzeichnergruppen werden geladen',
    load_failed: 'Die Unterzeichnergruppen konnten nicht geladen werden.',
    none: 'Noch keine Unterzeichnergruppen.',
    members_count: 'Mitglieder: {{count}}',
    no_members: 'Noch keine Mitglieder',
    edit: 'Bearbeiten',
    edit_named: '{{name}} bearbeiten',
    delete: 'Löschen',
    delete_named: '{{name}} löschen',
    limits: 'Bis zu {{groups}} Gruppen mit je bis zu {{participants}} Mitgliedern.',
  },
  overlay: {
    create_title: 'Unterzeichnergruppe erstellen',
    edit_title: 'Unterzeichnergruppe bearbeiten',
    close: 'Schliessen',
    name: 'Name der Gruppe',
    name_required: 'Geben Sie der Gruppe einen Namen.',
    name_too_long: 'Höchstens {{max}} Zeichen.',
    members: 'Mitglieder',
    members_hint:
      'Wählen Sie die Mitglieder Ihres Unternehmens, die für diese Gruppe unterschreiben dürfen.',
    search: 'Mitglieder nach Name oder E-Mail suchen',
    selected: 'Ausgewählt: {{count}}',
    too_many: 'Eine Gruppe hat höchstens {{max}} Mitglieder.',
    members_loading: 'Mitglieder werden geladen',
    members_failed: 'Die Mitglieder konnten nicht geladen werden.',
    no_match: 'Kein Mitglied passt.',
    create: 'Gruppe erstellen',
    save: 'Änderungen speichern',
    cancel: 'Abbrechen',
  },
  dialog: {
    delete: {
      title: 'Unterzeichnergruppe löschen',
      text: '«{{name}}» löschen? Anfragen, die auf die Unterschrift dieser Gruppe warten, kann sie danach nicht mehr unterschreiben.',
      submit: 'Gruppe löschen',
    },
    add: {
      title: 'Unterzeichnergruppe hinzufügen',
      text: 'Ein beliebiges Mitglied der Gruppe unterschreibt für sie.',
      group: 'Unterzeichnergruppe',
      none: 'Ihr Unternehmen hat noch keine Unterzeichnergruppen mit Mitgliedern.',
      loading: 'Unterzeichnergruppen werden geladen',
      submit: 'Gruppe hinzufügen',
      cancel: 'Abbrechen',
      required: 'Wählen Sie eine Gruppe.',
      button: 'Unterzeichnergruppe hinzufügen',
    },
    cancel: 'Abbrechen',
  },
  snackbar: {
    created: 'Unterzeichnergruppe «{{name}}» erstellt',
    saved: 'Unterzeichnergruppe «{{name}}» gespeichert',
    deleted: 'Unterzeichnergruppe «{{name}}» gelöscht',
    added: 'Unterzeichnergruppe «{{name}}» hinzugefügt',
  },
  errors: {
    SIGNER_GROUP_LIMIT: 'Ihr Unternehmen hat die höchste Zahl an Unterzeichnergruppen erreicht.',
    SIGNER_GROUP_PARTICIPANT_LIMIT: 'Diese Gruppe hätte mehr Mitglieder als erlaubt.',
    SIGNER_GROUP_NOT_MEMBER: 'Eine gewählte Person ist nicht mehr Mitglied Ihres Unternehmens.',
    BUSINESS_DELETION_PENDING:
      'Ihr Unternehmen ist zur Löschung vorgemerkt; widerrufen Sie diese zuerst.',
    VALIDATION_FAILED: 'Bitte prüfen Sie Ihre Eingabe.',
    FORBIDDEN: 'Nur Admins Ihres Unternehmens dürfen das.',
    NOT_FOUND: 'Diese Unterzeichnergruppe gibt es nicht mehr.',
    SIGNERS_LOCKED: 'Die Unterzeichnenden dieser Anfrage können sich nicht mehr ändern.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
    NETWORK: 'Keine Verbindung. Bitte versuchen Sie es erneut.',
    UNKNOWN: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
};

export default catalog;
