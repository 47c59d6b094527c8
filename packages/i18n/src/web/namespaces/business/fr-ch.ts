import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  nav: {
    label: 'Administration de l’entreprise',
    profile: 'Profil',
    settings: 'Paramètres',
    members: 'Membres',
    domains: 'Domaines',
    signer_groups: 'Groupes de signataires',
    dashboard: 'Tableau de bord',
    activity: 'Activité',
    aes_for_business: 'AES for Business',
    api: 'API',
    seals: 'Cachets',
  },
  page: {
    load_failed: 'Votre entreprise n’a pas pu être chargée.',
    retry: 'Réessayer',
  },
  signup: {
    title: 'Créer un compte entreprise',
    subtitle:
      'Saisissez votre adresse e-mail professionnelle. Nous vous enverrons un lien pour configurer votre compte et votre entreprise.',
    email: 'Adresse e-mail professionnelle',
    email_hint: 'Vous serez le premier administrateur du compte entreprise.',
    submit: 'Continuer',
    have_account: 'Vous avez déjà un compte Signet ?',
    login_link: 'Se connecter et ajouter une entreprise',
  },
  mail_sent: {
    title: 'Consultez votre boîte de réception',
    text: 'Nous vous avons envoyé un e-mail contenant un lien. Ouvrez-le pour configurer votre compte entreprise.',
    text_to:
      'Nous avons envoyé un e-mail à {{email}}. Ouvrez le lien qu’il contient pour configurer votre compte entreprise.',
    retry: 'Utiliser une autre adresse e-mail',
  },
  steps: {
    title: 'Votre compte',
    subtitle:
      'Étape 1 sur 2 : indiquez votre nom et choisissez un mot de passe pour {{email}}. Vous saisirez ensuite les informations de votre entreprise.',
    submit: 'Continuer vers l’entreprise',
  },
  register: {
    title: 'Configurer votre compte entreprise',
    subtitle:
      'Les membres d’une entreprise signent avec son compte ; en tant qu’administrateur, vous gérez les membres, l’image de marque et les paramètres.',
    section: 'Informations sur l’entreprise',
    name: 'Nom de l’entreprise',
    email: 'Adresse e-mail de l’entreprise',
    email_hint:
      'Nous y envoyons les factures et les communications importantes concernant le compte entreprise.',
    phone: 'Numéro de téléphone (facultatif)',
    gtc: 'J’accepte les <terms>conditions générales</terms> au nom de l’entreprise',
    gtc_required: 'Veuillez accepter les conditions générales pour continuer',
    dpa: 'J’accepte le <dpa>contrat de traitement des données</dpa> au nom de l’entreprise',
    dpa_required: 'Veuillez accepter le contrat de traitement des données pour continuer',
    submit: 'Créer le compte entreprise',
  },
  welcome: {
    title: 'Votre compte entreprise est prêt',
    title_named: '{{name}} est prêt',
    text: 'Vous êtes administrateur du compte entreprise. Voici ce que la plupart des administrateurs font en premier.',
    next: 'Prochaines étapes',
    members_title: 'Inviter vos collègues',
    members_text:
      'Les membres signent des documents avec le compte entreprise et n’ont pas besoin de crédits personnels.',
    members_action: 'Inviter des membres',
    logo_title: 'Ajouter votre logo',
    logo_text:
      'Votre logo et votre contact d’assistance sont affichés à toutes les personnes qui signent un document envoyé par vos membres.',
    logo_action: 'Ouvrir le profil de l’entreprise',
    settings_title: 'Choisir vos paramètres',
    settings_text:
      'Décidez combien de temps les documents terminés sont conservés et ce que contiennent les e-mails de finalisation.',
    settings_action: 'Ouvrir les paramètres',
    later: 'Aller à mes documents',
  },
  profile: {
    heading: 'Profil de l’entreprise',
    details: 'Informations sur l’entreprise',
    name: 'Nom de l’entreprise',
    email: 'Adresse e-mail de l’entreprise',
    phone: 'Numéro de téléphone',
    support_title: 'Contact d’assistance pour les signataires',
    support_text:
      'Affiché aux personnes qui signent les documents de vos membres, pour qu’elles sachent à qui s’adresser. Laissez vide pour n’en afficher aucun.',
    support_email: 'E-mail d’assistance',
    support_phone: 'Téléphone d’assistance',
    support_blanked_email:
      'L’adresse e-mail d’assistance n’était pas valide et n’a pas été enregistrée. Veuillez la vérifier.',
    support_blanked_phone:
      'Le numéro de téléphone d’assistance n’était pas valide et n’a pas été enregistré. Veuillez le vérifier.',
    support_blanked_both:
      'L’adresse e-mail et le numéro de téléphone d’assistance n’étaient pas valides et n’ont pas été enregistrés. Veuillez les vérifier.',
    saved: 'Les informations de l’entreprise ont été enregistrées.',
  },
  logo: {
    title: 'Logo',
    text: 'Affiché dans les e-mails aux signataires et sur les pages de signature des documents de vos membres.',
    hint: 'PNG, JPEG ou WebP, 1 Mo au maximum. Il est ajusté à 600 × 200 pixels.',
    none: 'Pas encore de logo',
    alt: 'Logo de {{name}}',
    upload: 'Téléverser un logo',
    replace: 'Remplacer le logo',
    remove: 'Supprimer le logo',
    saved: 'Le logo a été enregistré.',
    removed: 'Le logo a été supprimé.',
  },
  deletion: {
    title: 'Supprimer le compte entreprise',
    text: 'Le compte entreprise est supprimé après {{days}} jours ; d’ici là, vous pouvez annuler la suppression. Les membres redeviennent des utilisateurs individuels et conservent leurs documents.',
    open: 'Supprimer le compte entreprise',
    confirm_title: 'Supprimer {{name}} ?',
    confirm_text:
      'Le compte entreprise sera supprimé le {{date}}, dans {{days}} jours. D’ici là, vous pouvez annuler la suppression et tout reste en l’état. Ensuite, tous les membres deviennent des utilisateurs individuels ; leurs documents restent chez eux.',
    confirm: 'Supprimer le compte entreprise',
    scheduled: 'La suppression du compte entreprise est programmée.',
    pending:
      'Ce compte entreprise sera supprimé le {{date}}. D’ici là, aucune modification n’est possible ; annulez la suppression pour le conserver.',
    revoke: 'Annuler la suppression',
    revoked: 'La suppression a été annulée. Le compte entreprise est conservé.',
  },
  aes: {
    heading: 'AES for Business',
    intro:
      'Avec AES for Business, un représentant de votre entreprise confirme l’identité de vos membres. Les membres dont l’adresse e-mail vérifiée appartient à l’un des domaines choisis peuvent alors signer avec une signature électronique avancée (AES) sans s’identifier eux-mêmes.',
    status_title: 'Statut',
    status: {
      off: 'Désactivé',
      off_text: 'AES for Business n’est pas activé.',
      pending: 'En attente de confirmation',
      pending_text:
        'Nous avons envoyé un lien de confirmation à {{email}}. AES for Business sera actif dès que le représentant aura confirmé.',
      active: 'Actif',
      active_text:
        'Confirmé par le représentant le {{date}}. Vos membres peuvent signer avec une AES.',
    },
    form_title: 'Paramètres',
    enabled: 'Activer AES for Business',
    enabled_hint:
      'À l’enregistrement, le représentant reçoit un e-mail lui demandant de confirmer.',
    representative_name: 'Nom du représentant',
    representative_email: 'Adresse e-mail du représentant',
    commercial_register: 'Numéro du registre du commerce',
    commercial_register_hint: 'Par exemple CHE-123.456.789',
    domains: 'Domaines',
    domains_hint:
      'Les membres dont l’adresse e-mail vérifiée appartient à un domaine choisi peuvent signer avec une AES.',
    domains_required: 'Veuillez choisir au moins un domaine',
    no_domains: 'Votre entreprise n’a pas encore revendiqué de domaine.',
    claim_domain: 'Revendiquer un domaine',
    legislation: 'Législation',
    zertes: 'Droit suisse (SCSE)',
    eidas: 'Droit européen (eIDAS)',
    saved: 'AES for Business a été enregistré.',
    saved_pending: 'Enregistré. Le représentant a reçu un lien de confirmation.',
  },
  aes_confirmed: {
    title: 'Merci pour votre confirmation',
    text: 'Vous avez confirmé AES for Business. Les membres de votre entreprise peuvent désormais signer avec une signature électronique avancée. Vous pouvez fermer cette page.',
  },
  settings: {
    heading: 'Paramètres de l’entreprise',
    part11_title: 'FDA 21 CFR Part 11',
    part11_text:
      'Les signataires des demandes de vos membres indiquent leur nom et le motif de la signature, comme l’exige la Part 11.',
    part11: 'Utiliser la Part 11 pour toutes les demandes de signature',
    retention_title: 'Suppression automatique',
    retention_text:
      'Supprimer automatiquement les documents des demandes terminées de vos membres.',
    retention: 'Supprimer automatiquement les documents terminés',
    retention_days: 'Jours après la fin de la demande',
    retention_days_hint: 'De 1 à 3650 jours',
    retention_days_range: 'Saisissez un nombre de jours entre 1 et 3650',
    retention_state: 'Quelles demandes',
    retention_signed: 'Uniquement les demandes signées par tous',
    retention_any: 'Toutes les demandes terminées, y compris refusées et retirées',
    attachments_title: 'E-mail de finalisation',
    attachments_text: 'Ce que contient l’e-mail envoyé lorsqu’une demande est finalisée.',
    attachment_document: 'Le document signé',
    attachment_protocol: 'Le protocole de signature',
    fixed: 'Ce réglage est fixé pour votre entreprise et ne peut pas être modifié.',
    groups_title: 'Groupes de signataires',
    groups_text: 'Les limites de votre abonnement. Contactez-nous pour les modifier.',
    groups_max: 'Groupes de signataires au maximum',
    groups_participants: 'Personnes par groupe au maximum',
    saved: 'Les paramètres ont été enregistrés.',
  },
  membership: {
    title: 'Compte entreprise',
    none_text:
      'Signez avec vos collègues sur un compte entreprise, avec votre logo et une gestion centralisée.',
    found: 'Créer un compte entreprise',
    member_of: 'Vous êtes membre de {{name}}.',
    admin_of: 'Vous êtes administrateur de {{name}}.',
    manage: 'Gérer l’entreprise',
    leave: 'Quitter l’entreprise',
  },
  leave: {
    title: 'Quitter {{name}} ?',
    text: 'Vous redevenez un utilisateur individuel. Vos documents restent chez vous, mais vous ne pouvez plus signer avec le compte entreprise.',
    admin_text: 'Vous perdez également vos droits d’administrateur pour l’entreprise.',
    confirm: 'Quitter l’entreprise',
    left: 'Vous avez quitté {{name}}.',
    last_admin:
      'Vous êtes le dernier administrateur de cette entreprise et ne pouvez donc pas la quitter. Nommez d’abord un autre membre administrateur, ou supprimez le compte entreprise.',
  },
  invitation: {
    title: 'Vous êtes invité à rejoindre un compte entreprise',
    title_named: 'Rejoindre {{name}} sur Signet',
    text: 'Une entreprise vous invite à rejoindre son compte entreprise sur Signet.',
    text_named: '{{name}} vous invite à rejoindre son compte entreprise sur Signet.',
    what_changes:
      'En tant que membre, vous signez avec le compte entreprise, dont les administrateurs gèrent les paramètres. Vos documents restent les vôtres.',
    accept: 'Rejoindre l’entreprise',
    decline: 'Refuser',
    joined: 'Vous êtes désormais membre de l’entreprise.',
    joined_named: 'Vous êtes désormais membre de {{name}}.',
    declined: 'Vous avez refusé l’invitation.',
  },
  invite_signup: {
    notice:
      'Vous êtes invité à rejoindre un compte entreprise. Dès que vous aurez créé votre compte, vous serez membre de l’entreprise.',
  },
  notice: {
    removed_title: 'Vous n’êtes plus membre de l’entreprise',
    removed_text: 'Un administrateur vous a retiré du compte entreprise, ou vous l’avez quitté.',
    deleted_title: 'Le compte entreprise a été supprimé',
    deleted_text: 'Le compte entreprise auquel vous apparteniez n’existe plus.',
    downgraded_text:
      'Vous êtes désormais un utilisateur individuel. Vos documents restent chez vous ; signer avec le compte entreprise n’est plus possible.',
    continue: 'OK, continuer',
    failed:
      'Une erreur s’est produite. Veuillez réessayer, ou contactez notre assistance si le problème persiste.',
  },
  locked: {
    title: 'Le compte entreprise est bloqué',
    locked_text: 'Le compte entreprise de {{name}} est bloqué.',
    trial_text: 'La période d’essai du compte entreprise de {{name}} est terminée.',
    contact_admin:
      'Tant qu’un administrateur de votre entreprise n’a pas réglé la situation, vous ne pouvez pas utiliser Signet en tant que membre. Veuillez contacter un administrateur de votre entreprise.',
    logout: 'Se déconnecter',
  },
  branding: {
    label: 'Envoyé au nom de {{name}}',
    support: 'Des questions ? Contactez {{name}} :',
  },
  errors: {
    ALREADY_IN_BUSINESS:
      'Votre compte appartient déjà à une entreprise. Quittez-la d’abord pour en rejoindre ou en créer une autre.',
    LAST_ADMIN:
      'Une entreprise a besoin d’au moins un administrateur. Nommez d’abord un autre membre administrateur, ou supprimez le compte entreprise.',
    INVITATION_NOT_FOUND: 'Il n’y a aucune invitation en attente pour votre compte.',
    INVITATION_USED: 'Cette invitation a déjà été acceptée.',
    INVITATION_WITHDRAWN: 'Cette invitation a été retirée par l’entreprise.',
    DOMAIN_NOT_CLAIMED:
      'Choisissez uniquement des domaines revendiqués par votre entreprise. Revendiquez d’abord un domaine sous Domaines.',
    BUSINESS_DELETION_PENDING:
      'La suppression de ce compte entreprise est programmée. Annulez la suppression pour effectuer des modifications.',
    BUSINESS_NOT_DELETING: 'La suppression de ce compte entreprise n’est pas programmée.',
    SETTING_NOT_CUSTOMISABLE:
      'Ce réglage est fixé pour votre entreprise et ne peut pas être modifié.',
    BUSINESS_LOGO_TYPE: 'Veuillez choisir une image PNG, JPEG ou WebP.',
    BUSINESS_LOGO_TOO_LARGE: 'L’image dépasse 1 Mo. Veuillez en choisir une plus petite.',
    BUSINESS_LOGO_INVALID:
      'Cette image ne peut pas être utilisée comme logo. Veuillez en choisir une autre.',
  },
};

export default catalog;
