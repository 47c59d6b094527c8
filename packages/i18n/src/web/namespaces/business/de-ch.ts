import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  nav: {
    label: 'Unternehmensverwaltung',
    profile: 'Profil',
    settings: 'Einstellungen',
    members: 'Mitglieder',
    domains: 'Domains',
    signer_groups: 'Unterzeichnergruppen',
    dashboard: 'Übersicht',
    activity: 'Aktivität',
    aes_for_business: 'AES for Business',
    api: 'API',
    seals: 'Siegel',
  },
  page: {
    load_failed: 'Ihr Unternehmen konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  signup: {
    title: 'Unternehmenskonto erstellen',
    subtitle:
      'Geben Sie Ihre geschäftliche E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie Ihr Konto und Ihr Unternehmen einrichten.',
    email: 'Geschäftliche E-Mail-Adresse',
    email_hint: 'Sie werden der erste Admin des Unternehmenskontos.',
    submit: 'Weiter',
    have_account: 'Sie haben bereits ein Signet-Konto?',
    login_link: 'Anmelden und Unternehmen hinzufügen',
  },
  mail_sent: {
    title: 'Prüfen Sie Ihren Posteingang',
    text: 'Wir haben Ihnen eine E-Mail mit einem Link gesendet. Öffnen Sie ihn, um Ihr Unternehmenskonto einzurichten.',
    text_to:
      'Wir haben eine E-Mail an {{email}} gesendet. Öffnen Sie den Link darin, um Ihr Unternehmenskonto einzurichten.',
    retry: 'Andere E-Mail-Adresse verwenden',
  },
  steps: {
    title: 'Ihr Konto',
    subtitle:
      'Schritt 1 von 2: Geben Sie Ihren Namen ein und wählen Sie ein Passwort für {{email}}. Danach erfassen Sie die Angaben zu Ihrem Unternehmen.',
    submit: 'Weiter zu den Unternehmensangaben',
  },
  register: {
    title: 'Unternehmenskonto einrichten',
    subtitle:
      'Mitglieder eines Unternehmens unterschreiben über dessen Konto; als Admin verwalten Sie Mitglieder, Branding und Einstellungen.',
    section: 'Angaben zum Unternehmen',
    name: 'Name des Unternehmens',
    email: 'E-Mail-Adresse des Unternehmens',
    email_hint: 'Hierhin senden wir Rechnungen und wichtige Mitteilungen zum Unternehmenskonto.',
    phone: 'Telefonnummer (optional)',
    gtc: 'Ich akzeptiere die <terms>Allgemeinen Geschäftsbedingungen</terms> im Namen des Unternehmens',
    gtc_required: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um fortzufahren',
    dpa: 'Ich akzeptiere die <dpa>Vereinbarung zur Auftragsbearbeitung</dpa> im Namen des Unternehmens',
    dpa_required: 'Bitte akzeptieren Sie die Vereinbarung zur Auftragsbearbeitung, um fortzufahren',
    submit: 'Unternehmenskonto erstellen',
  },
  welcome: {
    title: 'Ihr Unternehmenskonto ist bereit',
    title_named: '{{name}} ist bereit',
    text: 'Sie sind Admin des Unternehmenskontos. Das erledigen die meisten Admins zuerst.',
    next: 'Nächste Schritte',
    members_title: 'Kolleginnen und Kollegen einladen',
    members_text:
      'Mitglieder unterschreiben Dokumente über das Unternehmenskonto und brauchen kein eigenes Guthaben.',
    members_action: 'Mitglieder einladen',
    logo_title: 'Logo hinzufügen',
    logo_text:
      'Ihr Logo und Ihr Support-Kontakt werden allen angezeigt, die ein Dokument Ihrer Mitglieder unterschreiben.',
    logo_action: 'Unternehmensprofil öffnen',
    settings_title: 'Einstellungen wählen',
    settings_text:
      'Legen Sie fest, wie lange abgeschlossene Dokumente aufbewahrt werden und was die Abschluss-E-Mails enthalten.',
    settings_action: 'Einstellungen öffnen',
    later: 'Zu meinen Dokumenten',
  },
  profile: {
    heading: 'Unternehmensprofil',
    details: 'Angaben zum Unternehmen',
    name: 'Name des Unternehmens',
    email: 'E-Mail-Adresse des Unternehmens',
    phone: 'Telefonnummer',
    support_title: 'Support-Kontakt für Unterzeichnende',
    support_text:
      'Wird den Personen angezeigt, die Dokumente Ihrer Mitglieder unterschreiben, damit sie wissen, an wen sie sich wenden können. Leer lassen, um keinen anzuzeigen.',
    support_email: 'Support-E-Mail',
    support_phone: 'Support-Telefon',
    support_blanked_email:
      'Die Support-E-Mail-Adresse war ungültig und wurde nicht gespeichert. Bitte prüfen Sie sie.',
    support_blanked_phone:
      'Die Support-Telefonnummer war ungültig und wurde nicht gespeichert. Bitte prüfen Sie sie.',
    support_blanked_both:
      'Die Support-E-Mail-Adresse und die Telefonnummer waren ungültig und wurden nicht gespeichert. Bitte prüfen Sie sie.',
    saved: 'Die Angaben zum Unternehmen wurden gespeichert.',
  },
  logo: {
    title: 'Logo',
    text: 'Wird in E-Mails an Unterzeichnende und auf den Unterschriftsseiten der Dokumente Ihrer Mitglieder angezeigt.',
    hint: 'PNG, JPEG oder WebP, höchstens 1 MB. Es wird auf 600 × 200 Pixel eingepasst.',
    none: 'Noch kein Logo',
    alt: 'Logo von {{name}}',
    upload: 'Logo hochladen',
    replace: 'Logo ersetzen',
    remove: 'Logo entfernen',
    saved: 'Das Logo wurde gespeichert.',
    removed: 'Das Logo wurde entfernt.',
  },
  deletion: {
    title: 'Unternehmenskonto löschen',
    text: 'Das Unternehmenskonto wird nach {{days}} Tagen gelöscht; bis dahin können Sie die Löschung widerrufen. Mitglieder werden wieder zu Einzelnutzenden und behalten ihre Dokumente.',
    open: 'Unternehmenskonto löschen',
    confirm_title: '{{name}} löschen?',
    confirm_text:
      'Das Unternehmenskonto wird am {{date}} gelöscht, in {{days}} Tagen. Bis dahin können Sie die Löschung widerrufen, und alles bleibt, wie es ist. Danach werden alle Mitglieder zu Einzelnutzenden; ihre Dokumente bleiben bei ihnen.',
    confirm: 'Unternehmenskonto löschen',
    scheduled: 'Das Unternehmenskonto ist zur Löschung vorgemerkt.',
    pending:
      'Dieses Unternehmenskonto wird am {{date}} gelöscht. Bis dahin sind keine Änderungen möglich; widerrufen Sie die Löschung, um es zu behalten.',
    revoke: 'Löschung widerrufen',
    revoked: 'Die Löschung wurde widerrufen. Das Unternehmenskonto bleibt bestehen.',
  },
  aes: {
    heading: 'AES for Business',
    intro:
      'Mit AES for Business bestätigt eine vertretungsberechtigte Person Ihres Unternehmens die Identität Ihrer Mitglieder. Mitglieder, deren bestätigte E-Mail-Adresse zu einer der gewählten Domains gehört, können dann ohne eigene Identifizierung mit einer fortgeschrittenen elektronischen Signatur (AES) unterschreiben.',
    status_title: 'Status',
    status: {
      off: 'Aus',
      off_text: 'AES for Business ist nicht aktiviert.',
      pending: 'Wartet auf Bestätigung',
      pending_text:
        'Wir haben einen Bestätigungslink an {{email}} gesendet. AES for Business wird aktiv, sobald die vertretungsberechtigte Person bestätigt.',
      active: 'Aktiv',
      active_text:
        'Am {{date}} von der vertretungsberechtigten Person bestätigt. Ihre Mitglieder können mit AES unterschreiben.',
    },
    form_title: 'Einstellungen',
    enabled: 'AES for Business aktivieren',
    enabled_hint:
      'Beim Speichern erhält die vertretungsberechtigte Person eine E-Mail mit der Bitte um Bestätigung.',
    representative_name: 'Name der vertretungsberechtigten Person',
    representative_email: 'E-Mail-Adresse der vertretungsberechtigten Person',
    commercial_register: 'Handelsregisternummer',
    commercial_register_hint: 'Zum Beispiel CHE-123.456.789',
    domains: 'Domains',
    domains_hint:
      'Mitglieder, deren bestätigte E-Mail-Adresse zu einer gewählten Domain gehört, können mit AES unterschreiben.',
    domains_required: 'Bitte wählen Sie mindestens eine Domain',
    no_domains: 'Ihr Unternehmen hat noch keine Domain beansprucht.',
    claim_domain: 'Domain beanspruchen',
    legislation: 'Rechtsraum',
    zertes: 'Schweizer Recht (ZertES)',
    eidas: 'EU-Recht (eIDAS)',
    saved: 'AES for Business wurde gespeichert.',
    saved_pending:
      'Gespeichert. Die vertretungsberechtigte Person hat einen Bestätigungslink erhalten.',
  },
  aes_confirmed: {
    title: 'Vielen Dank für Ihre Bestätigung',
    text: 'Sie haben AES for Business bestätigt. Die Mitglieder Ihres Unternehmens können jetzt mit einer fortgeschrittenen elektronischen Signatur unterschreiben. Sie können diese Seite schliessen.',
  },
  settings: {
    heading: 'Unternehmenseinstellungen',
    part11_title: 'FDA 21 CFR Part 11',
    part11_text:
      'Unterzeichnende der Anfragen Ihrer Mitglieder geben ihren Namen und den Grund der Unterschrift an, wie es Part 11 verlangt.',
    part11: 'Part 11 für alle Signaturanfragen verwenden',
    retention_title: 'Automatisches Löschen',
    retention_text: 'Die Dokumente abgeschlossener Anfragen Ihrer Mitglieder automatisch löschen.',
    retention: 'Abgeschlossene Dokumente automatisch löschen',
    retention_days: 'Tage nach Abschluss der Anfrage',
    retention_days_hint: 'Von 1 bis 3650 Tagen',
    retention_days_range: 'Geben Sie eine Anzahl Tage von 1 bis 3650 ein',
    retention_state: 'Welche Anfragen',
    retention_signed: 'Nur von allen unterschriebene Anfragen',
    retention_any: 'Alle abgeschlossenen Anfragen, auch abgelehnte und zurückgezogene',
    attachments_title: 'Abschluss-E-Mail',
    attachments_text: 'Was die E-Mail enthält, die beim Abschluss einer Anfrage versendet wird.',
    attachment_document: 'Das unterschriebene Dokument',
    attachment_protocol: 'Das Signaturprotokoll',
    fixed: 'Dies ist für Ihr Unternehmen festgelegt und kann nicht geändert werden.',
    groups_title: 'Unterzeichnergruppen',
    groups_text: 'Die Grenzen Ihres Abos. Kontaktieren Sie uns, um sie zu ändern.',
    groups_max: 'Höchstens Unterzeichnergruppen',
    groups_participants: 'Höchstens Personen pro Gruppe',
    saved: 'Die Einstellungen wurden gespeichert.',
  },
  membership: {
    title: 'Unternehmenskonto',
    none_text:
      'Unterschreiben Sie mit Ihren Kolleginnen und Kollegen über ein Unternehmenskonto, mit Ihrem Logo und einer zentralen Verwaltung.',
    found: 'Unternehmenskonto erstellen',
    member_of: 'Sie sind Mitglied von {{name}}.',
    admin_of: 'Sie sind Admin von {{name}}.',
    manage: 'Unternehmen verwalten',
    leave: 'Unternehmen verlassen',
  },
  leave: {
    title: '{{name}} verlassen?',
    text: 'Sie werden wieder zu einer Einzelnutzerin oder einem Einzelnutzer. Ihre Dokumente bleiben bei Ihnen, aber Sie können nicht mehr über das Unternehmenskonto unterschreiben.',
    admin_text: 'Sie verlieren damit auch Ihre Admin-Rechte für das Unternehmen.',
    confirm: 'Unternehmen verlassen',
    left: 'Sie haben {{name}} verlassen.',
    last_admin:
      'Sie sind der letzte Admin dieses Unternehmens und können es deshalb nicht verlassen. Ernennen Sie zuerst ein anderes Mitglied zum Admin oder löschen Sie das Unternehmenskonto.',
  },
  invitation: {
    title: 'Sie wurden zu einem Unternehmenskonto eingeladen',
    title_named: '{{name}} auf Signet beitreten',
    text: 'Ein Unternehmen hat Sie eingeladen, seinem Unternehmenskonto auf Signet beizutreten.',
    text_named: '{{name}} hat Sie eingeladen, seinem Unternehmenskonto auf Signet beizutreten.',
    what_changes:
      'Als Mitglied unterschreiben Sie über das Unternehmenskonto, und dessen Admins verwalten die Einstellungen. Ihre Dokumente bleiben Ihre.',
    accept: 'Unternehmen beitreten',
    decline: 'Ablehnen',
    joined: 'Sie sind jetzt Mitglied des Unternehmens.',
    joined_named: 'Sie sind jetzt Mitglied von {{name}}.',
    declined: 'Sie haben die Einladung abgelehnt.',
  },
  invite_signup: {
    notice:
      'Sie wurden zu einem Unternehmenskonto eingeladen. Sobald Sie Ihr Konto erstellt haben, sind Sie Mitglied des Unternehmens.',
  },
  notice: {
    removed_title: 'Sie sind nicht mehr Mitglied des Unternehmens',
    removed_text:
      'Ein Admin hat Sie aus dem Unternehmenskonto entfernt, oder Sie haben es verlassen.',
    deleted_title: 'Das Unternehmenskonto wurde gelöscht',
    deleted_text: 'Das Unternehmenskonto, zu dem Sie gehörten, existiert nicht mehr.',
    downgraded_text:
      'Sie sind jetzt Einzelnutzerin oder Einzelnutzer. Ihre Dokumente bleiben bei Ihnen; über das Unternehmenskonto unterschreiben ist nicht mehr möglich.',
    continue: 'OK, weiter',
    failed:
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Support, falls es wieder passiert.',
  },
  locked: {
    title: 'Das Unternehmenskonto ist gesperrt',
    locked_text: 'Das Unternehmenskonto von {{name}} ist gesperrt.',
    trial_text: 'Die Testphase des Unternehmenskontos von {{name}} ist abgelaufen.',
    contact_admin:
      'Bis ein Admin Ihres Unternehmens dies behebt, können Sie Signet als Mitglied nicht nutzen. Bitte wenden Sie sich an einen Admin Ihres Unternehmens.',
    logout: 'Abmelden',
  },
  branding: {
    label: 'Im Auftrag von {{name}} gesendet',
    support: 'Fragen? Kontaktieren Sie {{name}}:',
  },
  errors: {
    ALREADY_IN_BUSINESS:
      'Ihr Konto gehört bereits zu einem Unternehmen. Verlassen Sie dieses zuerst, um einem anderen beizutreten oder eines zu erstellen.',
    LAST_ADMIN:
      'Ein Unternehmen braucht mindestens einen Admin. Ernennen Sie zuerst ein anderes Mitglied zum Admin oder löschen Sie das Unternehmenskonto.',
    INVITATION_NOT_FOUND: 'Für Ihr Konto gibt es keine offene Einladung.',
    INVITATION_USED: 'Diese Einladung wurde bereits angenommen.',
    INVITATION_WITHDRAWN: 'Diese Einladung wurde vom Unternehmen zurückgezogen.',
    DOMAIN_NOT_CLAIMED:
      'Wählen Sie nur Domains, die Ihr Unternehmen beansprucht hat. Beanspruchen Sie eine Domain zuerst unter Domains.',
    BUSINESS_DELETION_PENDING:
      'Dieses Unternehmenskonto ist zur Löschung vorgemerkt. Widerrufen Sie die Löschung, um Änderungen vorzunehmen.',
    BUSINESS_NOT_DELETING: 'Dieses Unternehmenskonto ist nicht zur Löschung vorgemerkt.',
    SETTING_NOT_CUSTOMISABLE:
      'Diese Einstellung ist für Ihr Unternehmen festgelegt und kann nicht geändert werden.',
    BUSINESS_LOGO_TYPE: 'Bitte wählen Sie ein PNG-, JPEG- oder WebP-Bild.',
    BUSINESS_LOGO_TOO_LARGE: 'Das Bild ist grösser als 1 MB. Bitte wählen Sie ein kleineres.',
    BUSINESS_LOGO_INVALID:
      'Dieses Bild kann nicht als Logo verwendet werden. Bitte wählen Sie ein anderes.',
  },
};

export default catalog;
