import type { WebCatalog } from './en-gb.ts';

// Schweizer Hochdeutsch: «ss» statt «ß», Anrede mit «Sie».
export const deCh: WebCatalog = {
  common: {
    cancel: 'Abbrechen',
    close: 'Schliessen',
    save: 'Änderungen speichern',
    loading: 'Wird geladen',
  },
  business: { not_allowed: 'Nur Business-Administratoren können diese Seite öffnen.' },
  form: {
    required: 'Dieses Feld ist erforderlich',
    invalid_email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    too_long: 'Dieser Text ist zu lang',
    invalid: 'Bitte überprüfen Sie diese Angabe',
    invalid_phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
    show_password: 'Passwort anzeigen',
    hide_password: 'Passwort verbergen',
  },
  language: {
    menu: 'Sprache wechseln',
    saved: 'Die Sprache wurde in Ihrem Konto gespeichert.',
    save_failed: 'Die Sprache konnte nicht in Ihrem Konto gespeichert werden.',
  },
  nav: {
    main: 'Hauptnavigation',
    home: 'Signet Startseite',
    dashboard: 'Dokumente',
    profile: 'Profil',
    settings: 'Einstellungen',
    logout: 'Abmelden',
    account_menu: 'Ihr Konto',
    business: 'Unternehmen',
  },
  staging: {
    title: 'Testsystem',
    message: 'Hier geleistete Unterschriften sind rechtlich nicht gültig.',
    hide: 'Hinweis zum Testsystem ausblenden',
  },
  maintenance: {
    light: {
      text: 'Signet ist wegen geplanter Wartungsarbeiten kurzzeitig nicht verfügbar.',
      link_text: 'Mehr erfahren',
    },
    page: {
      title: 'Wir führen Wartungsarbeiten durch',
      text: 'Signet wird gerade aktualisiert und ist bald wieder erreichbar. Ihre Dokumente und Unterschriften sind sicher.',
      status_link: 'Fortschritt auf der Statusseite verfolgen',
    },
  },
  error: {
    title: 'Seite nicht gefunden',
    subtitle: 'Die gesuchte Seite existiert nicht oder kann gerade nicht angezeigt werden.',
    button: 'Zur Startseite',
    illustration: 'Ein Dokument unter einer Lupe',
  },
  errors: {
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
    ACCOUNT_LOCKED:
      'Zu viele fehlgeschlagene Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    RATE_LIMITED: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment.',
    VALIDATION_FAILED:
      'Einige Angaben sind ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.',
    NOT_FOUND: 'Das Gesuchte wurde nicht gefunden.',
    FORBIDDEN: 'Dazu sind Sie nicht berechtigt.',
    TOKEN_INVALID: 'Dieser Link ist nicht mehr gültig. Bitte fordern Sie einen neuen an.',
    EMAIL_TAKEN: 'Mit dieser E-Mail-Adresse besteht bereits ein Konto.',
    WRONG_PASSWORD: 'Das Passwort ist falsch.',
    NETWORK:
      'Signet ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    UNKNOWN: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  consent: {
    title: 'Cookies bei Signet',
    text: 'Wir verwenden die Cookies, die Signet zum Funktionieren braucht. Mit Ihrer Zustimmung nutzen wir zusätzlich eine Fehlerberichterstattung, damit wir Probleme schneller finden und beheben können.',
    necessary: 'Nur notwendige',
    all: 'Alle akzeptieren',
  },
  login: {
    title: 'Bei Signet anmelden',
    subtitle: 'Dokumente unterschreiben und ihren Stand an einem Ort verfolgen.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    forgot_password: 'Passwort vergessen?',
    submit: 'Anmelden',
    no_account: 'Neu bei Signet?',
    signup_link: 'Kostenloses Konto erstellen',
  },
  signup: {
    title: 'Konto erstellen',
    subtitle:
      'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, um sie zu bestätigen.',
    email: 'E-Mail-Adresse',
    submit: 'Weiter',
    have_account: 'Sie haben bereits ein Konto?',
    login_link: 'Anmelden',
    mail_sent: {
      title: 'Prüfen Sie Ihr Postfach',
      text: 'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink gesendet. Öffnen Sie ihn, um die Einrichtung Ihres Kontos fortzusetzen.',
      text_to:
        'Wir haben eine E-Mail an {{email}} gesendet. Öffnen Sie den Link darin, um die Einrichtung Ihres Kontos fortzusetzen.',
      retry: 'Andere E-Mail-Adresse verwenden',
    },
    confirm: {
      title: 'Ihre E-Mail-Adresse wird bestätigt',
      text: 'Einen Moment bitte.',
    },
    steps: {
      title: 'Fast geschafft',
      subtitle: 'Geben Sie Ihren Namen ein und wählen Sie ein Passwort.',
      subtitle_for: 'Geben Sie Ihren Namen ein und wählen Sie ein Passwort für {{email}}.',
      first_name: 'Vorname',
      last_name: 'Nachname',
      password: 'Passwort',
      gtc: 'Ich akzeptiere die <terms>Allgemeinen Geschäftsbedingungen</terms>',
      gtc_required: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um fortzufahren',
      submit: 'Konto erstellen',
    },
  },
  password: {
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    hint: 'Verwenden Sie mindestens 10 Zeichen. Einige zusammenhanglose Wörter ergeben ein starkes Passwort.',
    mismatch: 'Die Passwörter stimmen nicht überein',
    errors: {
      too_short: 'Dieses Passwort ist zu kurz.',
      too_common: 'Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.',
      too_weak: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein stärkeres.',
      contains_email: 'Ihr Passwort darf Ihre E-Mail-Adresse nicht enthalten.',
    },
    change_heading: 'Passwort ändern',
    change_section: 'Neues Passwort wählen',
    change_text: 'Sie bleiben nach der Änderung auf diesem Gerät angemeldet.',
    change_submit: 'Passwort ändern',
    changed: 'Ihr Passwort wurde geändert.',
    weak_notice:
      'Ihr aktuelles Passwort erfüllt unsere Sicherheitsanforderungen nicht mehr. Bitte wählen Sie ein neues, um fortzufahren.',
  },
  password_reset: {
    title: 'Passwort zurücksetzen',
    subtitle:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
    email: 'E-Mail-Adresse',
    submit: 'Link senden',
    back_to_login: 'Zurück zur Anmeldung',
    mail_sent: {
      title: 'Prüfen Sie Ihr Postfach',
      text: 'Falls zu dieser Adresse ein Konto besteht, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
      text_to:
        'Falls für {{email}} ein Konto besteht, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    },
    new: {
      title: 'Neues Passwort wählen',
      subtitle: 'Ihr neues Passwort ersetzt das alte sofort.',
      submit: 'Neues Passwort speichern',
    },
    confirm: {
      title: 'Passwort geändert',
      text: 'Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
      login: 'Anmelden',
    },
  },
  logout: { title: 'Sie werden abgemeldet…' },
  bye: {
    title: 'Sie wurden abgemeldet',
    text: 'Vielen Dank, dass Sie Signet nutzen. Bis bald.',
    login: 'Erneut anmelden',
  },
  expired: {
    title: 'Dieser Link ist abgelaufen',
    text: 'Links in unseren E-Mails sind nur begrenzt gültig und können nur einmal verwendet werden. Bitte fordern Sie einen neuen an.',
    reset: 'Passwort zurücksetzen',
    login: 'Anmelden',
  },
  sorry: {
    title: 'Entschuldigung, etwas ist schiefgelaufen',
    text: 'Wegen eines Problems auf unserer Seite konnten wir Ihre Anfrage nicht ausführen. Bitte versuchen Sie es gleich noch einmal.',
    back: 'Zurück',
    home: 'Zu meinen Dokumenten',
  },
  cookies_blocked: {
    title: 'Cookies sind blockiert',
    text: 'Signet braucht Cookies, damit Sie sicher angemeldet bleiben. Bitte erlauben Sie Cookies für diese Website in Ihren Browser-Einstellungen und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  welcome: {
    title: 'Willkommen bei Signet',
    title_named: 'Willkommen bei Signet, {{name}}',
    text: 'Ihr Konto ist bereit. Laden Sie ein Dokument hoch, um es selbst zu unterschreiben oder andere zum Unterschreiben einzuladen.',
    start: 'Zu meinen Dokumenten',
  },
  dashboard: {
    heading: 'Dokumente',
    tabs_label: 'Dokumentansichten',
    filters_label: 'Dokumente filtern',
    tab: { inbox: 'Posteingang', drafts: 'Entwürfe' },
    filter: {
      all: 'Alle',
      toSign: 'Zu unterschreiben',
      pending: 'Warten auf andere',
      completed: 'Unterschrieben',
      declined: 'Abgelehnt',
    },
    empty: {
      all: {
        title: 'Noch keine Dokumente',
        text: 'Signaturanfragen, die Sie erstellen oder erhalten, erscheinen hier.',
      },
      toSign: {
        title: 'Nichts zu unterschreiben',
        text: 'Sie sind auf dem neuesten Stand. Dokumente, die auf Ihre Unterschrift warten, erscheinen hier.',
      },
      pending: {
        title: 'Nichts wartet auf andere',
        text: 'Versendete Dokumente erscheinen hier, bis alle unterschrieben haben.',
      },
      completed: {
        title: 'Keine unterschriebenen Dokumente',
        text: 'Dokumente, die alle unterschrieben haben, erscheinen hier.',
      },
      declined: {
        title: 'Keine abgelehnten Dokumente',
        text: 'Abgelehnte oder zurückgezogene Anfragen erscheinen hier.',
      },
      drafts: {
        title: 'Keine Entwürfe',
        text: 'Signaturanfragen, die Sie begonnen, aber noch nicht versendet haben, erscheinen hier.',
      },
    },
  },
  profile: {
    details: 'Persönliche Angaben',
    first_name: 'Vorname',
    last_name: 'Nachname',
    email: 'E-Mail-Adresse',
    email_unverified: 'Diese E-Mail-Adresse ist noch nicht bestätigt.',
    saved: 'Ihre Angaben wurden gespeichert.',
    security: 'Sicherheit und Einstellungen',
    security_text:
      'Ändern Sie Ihr Passwort oder wählen Sie Ihre Sprache und E-Mail-Benachrichtigungen.',
    change_password: 'Passwort ändern',
    open_settings: 'Einstellungen öffnen',
    confirming: 'Ihre E-Mail-Adresse wird bestätigt…',
    confirmed: 'Ihre E-Mail-Adresse wurde bestätigt.',
    delete: {
      section: 'Konto löschen',
      section_text:
        'Wenn Sie Ihr Konto löschen, werden Ihre persönlichen Daten entfernt. Dies kann nicht rückgängig gemacht werden.',
      open: 'Mein Konto löschen',
      title: 'Konto löschen?',
      text: 'Ihr Konto und Ihre persönlichen Daten werden endgültig gelöscht. Bitte geben Sie zur Bestätigung Ihr Passwort ein.',
      password: 'Passwort',
      confirm: 'Konto löschen',
    },
  },
  settings: {
    heading: 'Einstellungen',
    section: 'Sprache und Benachrichtigungen',
    section_text:
      'Signet verwendet Ihre Sprache für seine Seiten und für die E-Mails, die es Ihnen sendet.',
    language: 'Sprache',
    date_preview: 'Datumsangaben werden so angezeigt: {{date}}',
    notifications: {
      label: 'E-Mail-Benachrichtigungen',
      all: 'Alle Neuigkeiten',
      all_hint: 'Jede Änderung an Dokumenten, an denen Sie beteiligt sind.',
      important: 'Nur Wichtiges',
      important_hint: 'Unterschriftsanfragen und unterschriebene Dokumente.',
      none: 'Keine',
      none_hint: 'Nur notwendige E-Mails, zum Beispiel zum Zurücksetzen des Passworts.',
    },
    saved: 'Ihre Einstellungen wurden gespeichert.',
  },
  terms: {
    title: 'Unsere Allgemeinen Geschäftsbedingungen',
    text: 'Bitte lesen und akzeptieren Sie unsere Allgemeinen Geschäftsbedingungen, bevor Sie fortfahren.',
    checkbox:
      'Ich habe die <terms>Allgemeinen Geschäftsbedingungen</terms> gelesen und akzeptiere sie',
    accept: 'Akzeptieren und fortfahren',
    logout: 'Abmelden',
  },
  leave: {
    title: 'Seite verlassen?',
    text: 'Sie haben ungespeicherte Änderungen. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
    stay: 'Auf der Seite bleiben',
    leave: 'Seite verlassen',
  },
};
