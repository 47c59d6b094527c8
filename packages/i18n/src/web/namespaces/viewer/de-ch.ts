import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  loading: 'Die Signaturanfrage wird geladen',
  load_failed: 'Diese Signaturanfrage konnte nicht geladen werden.',
  back: 'Zurück zum Dashboard',
  status: {
    DRAFT: 'Entwurf',
    OPEN: 'Offen',
    SIGNED: 'Signiert',
    DECLINED: 'Abgelehnt',
    WITHDRAWN: 'Zurückgezogen',
  },
  signer_status: {
    OPEN: 'Zu signieren',
    SIGNED: 'Signiert',
    DECLINED: 'Abgelehnt',
    WITHDRAWN: 'Zurückgezogen',
    ERROR: 'Fehler',
    ENDED: 'Entfällt',
  },
  level: {
    SES: 'Einfach (EES)',
    AES: 'Fortgeschritten (FES)',
    AES_MINIMAL: 'Fortgeschritten, minimal (FES)',
    QES: 'Qualifiziert (QES)',
    DEMO: 'Demo',
    none: 'Noch nicht gewählt',
  },
  legislation: {
    ZERTES: 'Schweizer Recht (ZertES)',
    EIDAS: 'EU-Recht (eIDAS)',
  },
  details: {
    title: 'Details',
    open: 'Details anzeigen',
    close: 'Details schliessen',
  },
  panel: {
    details: 'Einstellungen',
    level: 'Signaturstufe',
    signers: 'Unterzeichnende ({{total}})',
    no_signers: 'Noch keine Unterzeichnenden.',
    you: '{{name}} (Sie)',
    observers: 'Beobachtende',
    no_observers: 'Keine Beobachtenden.',
    message: 'Nachricht',
    no_message: 'Keine Nachricht.',
  },
  document: {
    pages: '{{total}} Seiten',
    deleted: 'Die Dokumente dieser Signaturanfrage wurden gelöscht.',
  },
  page: {
    label: 'Seite {{page}} von {{total}}',
    loading: 'Seite wird geladen',
    failed: 'Diese Seite konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  field: {
    placeholder: 'Signatur von {{name}}',
    sticker: 'Signiert von {{name}}',
    aria: 'Signaturfeld von {{name}}, {{page}}. Pfeiltasten verschieben es, Umschalt mit Pfeiltasten ändert die Grösse, Entf entfernt es.',
    remove: 'Signaturfeld von {{name}} entfernen',
  },
  placement: {
    open: 'Signaturfelder platzieren',
    title: 'Signaturfelder platzieren',
    hint: 'Wählen Sie eine unterzeichnende Person und klicken Sie auf die Stelle einer Seite, an der sie signieren soll. Ziehen Sie ein Feld, um es zu verschieben, und seine Ecke, um die Grösse zu ändern. Mit der Tastatur: Die Pfeiltasten verschieben das gewählte Feld, Umschalt mit Pfeiltasten ändert seine Grösse.',
    banner:
      'Platzierungsmodus: Klicken Sie auf eine Seite, um ein Feld für die gewählte Person hinzuzufügen.',
    for: 'Feld für',
    fields: 'Felder: {{total}}',
    no_field: 'Noch kein Feld',
    page: 'Seite',
    page_option: '{{name}}, Seite {{page}}',
    add: 'Feld auf dieser Seite hinzufügen',
    save: 'Felder speichern',
    discard: 'Änderungen verwerfen',
    done: 'Fertig',
    saved: 'Die Signaturfelder sind gespeichert.',
  },
  send: {
    open: 'Senden',
    done: 'Die Signaturanfrage wurde gesendet.',
  },
  remind: {
    open: 'Erinnern',
    done: 'Die Unterzeichnenden wurden erinnert.',
    failed: 'Die Unterzeichnenden konnten nicht erinnert werden',
    failed_too_soon:
      'Die Unterzeichnenden konnten nicht erinnert werden: Jede Person kann einmal pro Tag erinnert werden.',
  },
  withdraw: {
    open: 'Zurückziehen',
    title: 'Signaturanfrage zurückziehen?',
    text: 'Danach kann niemand mehr signieren. Unterzeichnende und Beobachtende werden per E-Mail informiert.',
    message: 'Nachricht an Unterzeichnende und Beobachtende (optional)',
    confirm: 'Zurückziehen',
  },
  decline: {
    open: 'Ablehnen',
    title: 'Signaturanfrage ablehnen?',
    text: 'Die Anfrage endet damit für alle. Absender, weitere Unterzeichnende und Beobachtende werden per E-Mail informiert.',
    message: 'Begründung (optional)',
    confirm: 'Ablehnen',
  },
  dialog: {
    cancel: 'Abbrechen',
    characters: '{{used}} von {{max}} Zeichen',
  },
  ended: {
    declined: '{{name}} hat diese Signaturanfrage abgelehnt',
    withdrawn: '{{name}} hat diese Signaturanfrage zurückgezogen',
    someone: 'Jemand',
    no_message: 'Es wurde keine Nachricht angegeben.',
  },
  declined: {
    title: 'Sie haben die Signaturanfrage abgelehnt',
    text: 'Absender, weitere Unterzeichnende und Beobachtende wurden informiert. Die Anfrage finden Sie im Dashboard unter «Abgelehnt».',
    back: 'Zurück zum Dashboard',
  },
  download: {
    title: 'Herunterladen',
    original_hint: 'Die Dokumente, wie sie hochgeladen wurden.',
    complete_hint: 'Die Dokumente mit allen Signaturen.',
    signed_hint: 'Die Dokumente mit den bisher geleisteten Signaturen.',
    original: 'Original-PDF herunterladen',
    signed: 'Signiertes PDF herunterladen',
    document: '{{name}} herunterladen',
    zip: 'Alle als ZIP herunterladen',
    protocol: 'Signaturprotokoll herunterladen',
    failed: 'Das Herunterladen ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  errors: {
    changed:
      'Die Signaturanfrage hat sich inzwischen geändert. Laden Sie die Seite neu und versuchen Sie es nochmals.',
    signers_locked:
      'Es wurde bereits signiert: Unterzeichnende und ihre Felder können nicht mehr geändert werden.',
    incomplete:
      'Fügen Sie vor dem Senden ein Dokument und mindestens eine unterzeichnende Person hinzu.',
    remind_too_soon: 'Jede unterzeichnende Person kann einmal pro Tag erinnert werden.',
    invalid: 'Eine Eingabe ist ungültig. Bitte prüfen Sie sie und versuchen Sie es nochmals.',
    not_found: 'Diese Signaturanfrage existiert nicht oder Sie haben keinen Zugriff darauf.',
    network:
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es nochmals.',
    unknown: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es nochmals.',
  },
};

export default catalog;
