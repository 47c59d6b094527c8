import type { WebCatalog } from './en-gb.ts';

// Français de Suisse romande, vouvoiement.
export const frCh: WebCatalog = {
  common: {
    cancel: 'Annuler',
    close: 'Fermer',
    save: 'Enregistrer les modifications',
    loading: 'Chargement',
  },
  business: {
    not_allowed: 'Seuls les administrateurs du compte entreprise peuvent ouvrir cette page.',
  },
  form: {
    required: 'Ce champ est obligatoire',
    invalid_email: 'Veuillez saisir une adresse e-mail valide',
    too_long: 'Ce texte est trop long',
    invalid: 'Veuillez vérifier cette saisie',
    invalid_phone: 'Veuillez saisir un numéro de téléphone valide',
    show_password: 'Afficher le mot de passe',
    hide_password: 'Masquer le mot de passe',
  },
  language: {
    menu: 'Changer de langue',
    saved: 'La langue a été enregistrée dans votre compte.',
    save_failed: 'La langue n’a pas pu être enregistrée dans votre compte.',
  },
  nav: {
    main: 'Navigation principale',
    home: 'Accueil Signet',
    dashboard: 'Documents',
    profile: 'Profil',
    settings: 'Paramètres',
    logout: 'Se déconnecter',
    account_menu: 'Votre compte',
    business: 'Entreprise',
  },
  staging: {
    title: 'Système de test',
    message: 'Les signatures effectuées ici n’ont aucune valeur juridique.',
    hide: 'Masquer l’avis du système de test',
  },
  maintenance: {
    light: {
      text: 'Signet sera brièvement indisponible en raison d’une maintenance planifiée.',
      link_text: 'En savoir plus',
    },
    page: {
      title: 'Maintenance en cours',
      text: 'Signet est en cours de mise à jour et sera de retour sous peu. Vos documents et vos signatures sont en sécurité.',
      status_link: 'Suivre l’avancement sur la page d’état',
    },
  },
  error: {
    title: 'Page introuvable',
    subtitle: 'La page que vous cherchez n’existe pas ou ne peut pas être affichée pour le moment.',
    button: 'Aller à la page d’accueil',
    illustration: 'Un document sous une loupe',
  },
  errors: {
    INVALID_CREDENTIALS: 'L’adresse e-mail ou le mot de passe est incorrect.',
    ACCOUNT_LOCKED:
      'Trop de tentatives infructueuses. Veuillez patienter quelques minutes et réessayer.',
    RATE_LIMITED: 'Trop de requêtes en peu de temps. Veuillez patienter un instant.',
    VALIDATION_FAILED:
      'Certaines informations ne sont pas valides. Veuillez les vérifier et réessayer.',
    NOT_FOUND: 'Nous n’avons pas trouvé ce que vous cherchez.',
    FORBIDDEN: 'Vous n’êtes pas autorisé à effectuer cette action.',
    TOKEN_INVALID: 'Ce lien n’est plus valable. Veuillez en demander un nouveau.',
    EMAIL_TAKEN: 'Un compte existe déjà avec cette adresse e-mail.',
    WRONG_PASSWORD: 'Le mot de passe est incorrect.',
    NETWORK: 'Signet est injoignable. Veuillez vérifier votre connexion et réessayer.',
    UNKNOWN: 'Une erreur s’est produite. Veuillez réessayer.',
  },
  consent: {
    title: 'Cookies sur Signet',
    text: 'Nous utilisons les cookies nécessaires au fonctionnement de Signet. Avec votre accord, nous utilisons aussi un service de signalement d’erreurs qui nous aide à détecter et corriger les problèmes plus rapidement.',
    necessary: 'Nécessaires uniquement',
    all: 'Tout accepter',
  },
  login: {
    title: 'Se connecter à Signet',
    subtitle: 'Signez vos documents et suivez leur avancement au même endroit.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    forgot_password: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    no_account: 'Nouveau sur Signet ?',
    signup_link: 'Créer un compte gratuit',
  },
  signup: {
    title: 'Créer votre compte',
    subtitle: 'Saisissez votre adresse e-mail, nous vous enverrons un lien pour la confirmer.',
    email: 'Adresse e-mail',
    submit: 'Continuer',
    have_account: 'Vous avez déjà un compte ?',
    login_link: 'Se connecter',
    mail_sent: {
      title: 'Consultez votre boîte de réception',
      text: 'Nous vous avons envoyé un e-mail contenant un lien de confirmation. Ouvrez-le pour poursuivre la création de votre compte.',
      text_to:
        'Nous avons envoyé un e-mail à {{email}}. Ouvrez le lien qu’il contient pour poursuivre la création de votre compte.',
      retry: 'Utiliser une autre adresse e-mail',
    },
    confirm: {
      title: 'Confirmation de votre adresse e-mail',
      text: 'Un instant, s’il vous plaît.',
    },
    steps: {
      title: 'Vous y êtes presque',
      subtitle: 'Indiquez votre nom et choisissez un mot de passe.',
      subtitle_for: 'Indiquez votre nom et choisissez un mot de passe pour {{email}}.',
      first_name: 'Prénom',
      last_name: 'Nom',
      password: 'Mot de passe',
      gtc: 'J’accepte les <terms>conditions générales</terms>',
      gtc_required: 'Veuillez accepter les conditions générales pour continuer',
      submit: 'Créer le compte',
    },
  },
  password: {
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    repeat: 'Répéter le nouveau mot de passe',
    hint: 'Utilisez au moins 10 caractères. Quelques mots sans lien entre eux forment un mot de passe solide.',
    mismatch: 'Les mots de passe ne correspondent pas',
    errors: {
      too_short: 'Ce mot de passe est trop court.',
      too_common: 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
      too_weak: 'Ce mot de passe est trop facile à deviner. Veuillez en choisir un plus sûr.',
      contains_email: 'Votre mot de passe ne doit pas contenir votre adresse e-mail.',
    },
    change_heading: 'Changer le mot de passe',
    change_section: 'Choisir un nouveau mot de passe',
    change_text: 'Vous restez connecté sur cet appareil après la modification.',
    change_submit: 'Changer le mot de passe',
    changed: 'Votre mot de passe a été modifié.',
    weak_notice:
      'Votre mot de passe actuel ne répond plus à nos exigences de sécurité. Veuillez en choisir un nouveau pour continuer.',
  },
  password_reset: {
    title: 'Réinitialiser votre mot de passe',
    subtitle:
      'Saisissez l’adresse e-mail de votre compte, nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Adresse e-mail',
    submit: 'Envoyer le lien',
    back_to_login: 'Retour à la connexion',
    mail_sent: {
      title: 'Consultez votre boîte de réception',
      text: 'Si un compte existe pour cette adresse, nous lui avons envoyé un lien de réinitialisation du mot de passe.',
      text_to:
        'Si un compte existe pour {{email}}, nous lui avons envoyé un lien de réinitialisation du mot de passe.',
    },
    new: {
      title: 'Choisir un nouveau mot de passe',
      subtitle: 'Votre nouveau mot de passe remplace immédiatement l’ancien.',
      submit: 'Enregistrer le nouveau mot de passe',
    },
    confirm: {
      title: 'Mot de passe modifié',
      text: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
      login: 'Se connecter',
    },
  },
  logout: { title: 'Déconnexion en cours…' },
  bye: {
    title: 'Vous avez été déconnecté',
    text: 'Merci d’utiliser Signet. À bientôt.',
    login: 'Se reconnecter',
  },
  expired: {
    title: 'Ce lien a expiré',
    text: 'Les liens de nos e-mails ont une durée de validité limitée et ne peuvent être utilisés qu’une seule fois. Veuillez en demander un nouveau.',
    reset: 'Réinitialiser le mot de passe',
    login: 'Se connecter',
  },
  sorry: {
    title: 'Désolé, une erreur s’est produite',
    text: 'Un problème de notre côté nous a empêchés de traiter votre demande. Veuillez réessayer dans un instant.',
    back: 'Retour',
    home: 'Aller à mes documents',
  },
  cookies_blocked: {
    title: 'Les cookies sont bloqués',
    text: 'Signet a besoin de cookies pour vous garder connecté en toute sécurité. Veuillez autoriser les cookies pour ce site dans les paramètres de votre navigateur, puis réessayer.',
    retry: 'Réessayer',
  },
  welcome: {
    title: 'Bienvenue sur Signet',
    title_named: 'Bienvenue sur Signet, {{name}}',
    text: 'Votre compte est prêt. Téléversez un document pour le signer vous-même ou inviter d’autres personnes à le signer.',
    start: 'Aller à mes documents',
  },
  dashboard: {
    heading: 'Documents',
    tabs_label: 'Vues des documents',
    filters_label: 'Filtrer les documents',
    tab: { inbox: 'Boîte de réception', drafts: 'Brouillons' },
    filter: {
      all: 'Tous',
      toSign: 'À signer',
      pending: 'En attente d’autres personnes',
      completed: 'Signés',
      declined: 'Refusés',
    },
    empty: {
      all: {
        title: 'Aucun document pour l’instant',
        text: 'Les demandes de signature que vous créez ou recevez apparaîtront ici.',
      },
      toSign: {
        title: 'Rien à signer',
        text: 'Vous êtes à jour. Les documents qui attendent votre signature apparaîtront ici.',
      },
      pending: {
        title: 'Rien en attente',
        text: 'Les documents que vous avez envoyés apparaissent ici jusqu’à ce que tout le monde ait signé.',
      },
      completed: {
        title: 'Aucun document signé',
        text: 'Les documents signés par tous les participants apparaîtront ici.',
      },
      declined: {
        title: 'Aucun document refusé',
        text: 'Les demandes refusées ou retirées apparaîtront ici.',
      },
      drafts: {
        title: 'Aucun brouillon',
        text: 'Les demandes de signature commencées mais pas encore envoyées apparaîtront ici.',
      },
    },
  },
  profile: {
    details: 'Données personnelles',
    first_name: 'Prénom',
    last_name: 'Nom',
    email: 'Adresse e-mail',
    email_unverified: 'Cette adresse e-mail n’a pas encore été confirmée.',
    saved: 'Vos données ont été enregistrées.',
    security: 'Sécurité et préférences',
    security_text:
      'Changez votre mot de passe ou choisissez votre langue et vos notifications par e-mail.',
    change_password: 'Changer le mot de passe',
    open_settings: 'Ouvrir les paramètres',
    confirming: 'Confirmation de votre adresse e-mail…',
    confirmed: 'Votre adresse e-mail a été confirmée.',
    delete: {
      section: 'Supprimer le compte',
      section_text:
        'La suppression de votre compte efface vos données personnelles. Cette action est irréversible.',
      open: 'Supprimer mon compte',
      title: 'Supprimer votre compte ?',
      text: 'Votre compte et vos données personnelles seront définitivement supprimés. Veuillez saisir votre mot de passe pour confirmer.',
      password: 'Mot de passe',
      confirm: 'Supprimer le compte',
    },
  },
  settings: {
    heading: 'Paramètres',
    section: 'Langue et notifications',
    section_text:
      'Signet utilise votre langue pour ses pages et pour les e-mails qu’il vous envoie.',
    language: 'Langue',
    date_preview: 'Les dates s’affichent ainsi : {{date}}',
    notifications: {
      label: 'Notifications par e-mail',
      all: 'Toutes les nouveautés',
      all_hint: 'Chaque modification des documents qui vous concernent.',
      important: 'L’essentiel uniquement',
      important_hint: 'Demandes de signature et documents signés.',
      none: 'Aucune',
      none_hint:
        'Uniquement les e-mails indispensables, comme la réinitialisation du mot de passe.',
    },
    saved: 'Vos paramètres ont été enregistrés.',
  },
  terms: {
    title: 'Nos conditions générales',
    text: 'Avant de continuer, veuillez lire et accepter nos conditions générales.',
    checkbox: 'J’ai lu et j’accepte les <terms>conditions générales</terms>',
    accept: 'Accepter et continuer',
    logout: 'Se déconnecter',
  },
  leave: {
    title: 'Quitter cette page ?',
    text: 'Vous avez des modifications non enregistrées. Si vous quittez la page maintenant, elles seront perdues.',
    stay: 'Rester sur la page',
    leave: 'Quitter la page',
  },
};
