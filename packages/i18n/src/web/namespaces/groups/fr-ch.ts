import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Groupes de signataires',
    members: 'Membres',
  },
  list: {
    heading: 'Vos groupes de signataires',
    intro:
      'Un groupe de signataires signe comme une seule personne : n’importe lequel de ses membres signe pour le groupe, et la demande quitte les boîtes de réception des autres.',
    create: 'Créer un groupe de signataires',
    loading: 'Chargement des groupes de signataires',
    load_failed: 'Les groupes de signataires n’ont pas pu être chargés.',
    none: 'Aucun groupe de signataires pour l’instant.',
    members_count: 'Membres : {{count}}',
    no_members: 'Aucun membre pour l’instant',
    edit: 'Modifier',
    edit_named: 'Modifier {{name}}',
    delete: 'Supprimer',
    delete_named: 'Supprimer {{name}}',
    limits: 'Jusqu’à {{groups}} groupes de {{participants}} membres au plus chacun.',
  },
  overlay: {
    create_title: 'Créer un groupe de signataires',
    edit_title: 'Modifier le groupe de signataires',
    close: 'Fermer',
    name: 'Nom du groupe',
    name_required: 'Donnez un nom au groupe.',
    name_too_long: '{{max}} caractères au plus.',
    members: 'Membres',
    members_hint: 'Choisissez les membres de votre entreprise qui peuvent signer pour ce groupe.',
    search: 'Rechercher des membres par nom ou e-mail',
    selected: 'Sélectionnés : {{count}}',
    too_many: 'Un groupe compte au plus {{max}} membres.',
    members_loading: 'Chargement des membres',
    members_failed: 'Les membres n’ont pas pu être chargés.',
    no_match: 'Aucun membre ne correspond.',
    create: 'Créer le groupe',
    save: 'Enregistrer les modifications',
    cancel: 'Annuler',
  },
  dialog: {
    delete: {
      title: 'Supprimer le groupe de signataires',
      text: 'Supprimer « {{name}} » ? Les demandes qui attendent la signature de ce groupe ne pourront alors plus être signées par lui.',
      submit: 'Supprimer le groupe',
    },
    add: {
      title: 'Ajouter un groupe de signataires',
      text: 'N’importe quel membre du groupe signe pour lui.',
      group: 'Groupe de signataires',
      none: 'Votre entreprise n’a pas encore de groupe de signataires avec des membres.',
      loading: 'Chargement des groupes de signataires',
      submit: 'Ajouter le groupe',
      cancel: 'Annuler',
      required: 'Choisissez un groupe.',
      button: 'Ajouter un groupe de signataires',
    },
    cancel: 'Annuler',
  },
  snackbar: {
    created: 'Groupe de signataires « {{name}} » créé',
    saved: 'Groupe de signataires « {{name}} » enregistré',
    deleted: 'Groupe de signataires « {{name}} » supprimé',
    added: 'Groupe de signataires « {{name}} » ajouté',
  },
  errors: {
    SIGNER_GROUP_LIMIT: 'Votre entreprise a atteint le nombre maximal de groupes de signataires.',
    SIGNER_GROUP_PARTICIPANT_LIMIT: 'Ce groupe compterait plus de membres qu’autorisé.',
    SIGNER_GROUP_NOT_MEMBER: 'Une personne choisie n’est plus membre de votre entreprise.',
    BUSINESS_DELETION_PENDING:
      'La suppression de votre entreprise est prévue ; révoquez-la d’abord.',
    VALIDATION_FAILED: 'Veuillez vérifier votre saisie.',
    FORBIDDEN: 'Seuls les admins de votre entreprise peuvent faire cela.',
    NOT_FOUND: 'Ce groupe de signataires n’existe plus.',
    SIGNERS_LOCKED: 'Les signataires de cette demande ne peuvent plus changer.',
    RATE_LIMITED: 'Trop de tentatives. Veuillez patienter un instant.',
    NETWORK: 'Pas de connexion. Veuillez réessayer.',
    UNKNOWN: 'Une erreur s’est produite. Veuillez réessayer.',
  },
};

export default catalog;
