import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Siegel',
    intro:
      'Ein Siegel unterschreibt im Namen Ihrer Organisation. Nur die Mitglieder, die Sie eintragen, dürfen damit Dokumente siegeln.',
    load_failed: 'Die Siegel konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    back: 'Alle Siegel',
  },
  list: {
    heading: 'Ihre Siegel',
    none: 'Ihr Unternehmen hat noch kein Siegel. Beantragen Sie unten eines.',
    name: 'Siegel',
    members: 'Mitglieder',
    api_keys: 'API-Konten',
    open: '{{name}} verwalten',
  },
  request: {
    heading: 'Siegel beantragen',
    intro:
      'Ein Siegelzertifikat nennt Ihre Organisation. Signet prüft sie deshalb im Handelsregister, bevor das Siegel ausgestellt wird. Sie erhalten eine E-Mail, sobald entschieden ist.',
    organisation: 'Name der Organisation',
    organisation_hint: 'Wie im Handelsregister eingetragen',
    register: 'Registernummer',
    register_hint: 'Zum Beispiel CHE-123.456.789',
    name: 'Name des Siegels',
    name_hint: 'Kleinbuchstaben, Ziffern, «.», «_» und «-»; wird beim Siegeln verwendet',
    submit: 'Antrag senden',
    sent: 'Ihr Siegelantrag wurde gesendet.',
    list_heading: 'Anträge',
    none: 'Noch keine Anträge.',
    requested_on: 'Beantragt am {{date}}',
    decided_on: 'Entschieden am {{date}}',
    reason: 'Begründung: {{reason}}',
    status: { OPEN: 'In Prüfung', ISSUED: 'Ausgestellt', REJECTED: 'Abgelehnt' },
  },
  form: {
    organisation_required: 'Geben Sie den Namen der Organisation ein.',
    register_invalid:
      'Geben Sie die Registernummer ein (Buchstaben, Ziffern, Leerzeichen, «.», «-», «/»).',
    name_invalid:
      'Verwenden Sie 2 bis 64 Kleinbuchstaben, Ziffern, «.», «_» oder «-», beginnend mit einem Buchstaben oder einer Ziffer.',
    display_name_required: 'Geben Sie einen Namen mit 1 bis 64 Zeichen ein.',
    line_too_long: 'Höchstens 100 Zeichen.',
  },
  seal: {
    quality: { AES: 'Fortgeschrittenes Siegel (FES)', QES: 'Qualifiziertes Siegel (QES)' },
    not_found: 'Dieses Siegel gibt es in Ihrem Unternehmen nicht.',
    stamp_heading: 'Stempel',
    stamp_intro: 'Was der Stempel zeigt, wenn ein Mitglied damit ein Dokument siegelt.',
    display_name: 'Angezeigter Name',
    optional_line: 'Zweite Zeile',
    optional_line_hint: 'Zum Beispiel eine Abteilung; leer lassen, um sie wegzulassen',
    location: 'Ort',
    saved: 'Der Stempel wurde gespeichert.',
    preview: 'Vorschau des Stempels',
    preview_alt: 'Der Stempel von {{name}}, wie er aussehen wird',
    preview_failed: 'Die Vorschau konnte nicht erstellt werden.',
  },
  image: {
    heading: 'Bild',
    hint: 'PNG, JPEG oder WebP bis 1 MB; erscheint im Stempel neben dem Namen des Siegels.',
    none: 'Kein Bild',
    upload: 'Bild hochladen',
    replace: 'Bild ersetzen',
    remove: 'Bild entfernen',
    saved: 'Das Bild wurde gespeichert.',
    removed: 'Das Bild wurde entfernt.',
  },
  members: {
    heading: 'Mitglieder, die siegeln dürfen',
    intro:
      'Nur diese Mitglieder Ihres Unternehmens dürfen mit dem Siegel unterschreiben. Wer entfernt wird, verliert das Recht sofort.',
    none: 'Noch niemand darf damit siegeln.',
    add_label: 'Mitglied Ihres Unternehmens hinzufügen',
    add: 'Hinzufügen',
    no_options: 'Keine weiteren Mitglieder gefunden',
    remove: 'Entfernen',
    remove_named: '{{name}} entfernen',
    added: '{{name}} darf jetzt damit siegeln.',
    removed: '{{name}} darf nicht mehr damit siegeln.',
  },
  errors: {
    SEAL_IMAGE_TYPE: 'Bitte wählen Sie ein PNG-, JPEG- oder WebP-Bild.',
    SEAL_IMAGE_TOO_LARGE: 'Das Bild ist grösser als 1 MB. Bitte wählen Sie ein kleineres.',
    SEAL_IMAGE_INVALID: 'Dieses Bild kann nicht verwendet werden. Bitte wählen Sie ein anderes.',
    SEAL_MEMBER_NOT_IN_BUSINESS:
      'Nur Mitglieder Ihres Unternehmens können einem Siegel hinzugefügt werden.',
    SEAL_NAME_TAKEN: 'Dieser Siegelname ist vergeben. Bitte wählen Sie einen anderen.',
    SEAL_NOT_FOUND: 'Dieses Siegel gibt es in Ihrem Unternehmen nicht.',
    BUSINESS_DELETION_PENDING:
      'Dieses Unternehmenskonto wird gelöscht. Widerrufen Sie die Löschung, um Änderungen vorzunehmen.',
    VALIDATION_FAILED: 'Bitte prüfen Sie Ihre Eingaben.',
    FORBIDDEN: 'Nur Admins des Unternehmens können das tun.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    NETWORK: 'Keine Verbindung. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    UNKNOWN: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
};

export default catalog;
