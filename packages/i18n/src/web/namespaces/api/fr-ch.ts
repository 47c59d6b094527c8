import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'API',
    intro:
      'Les comptes API permettent à vos propres systèmes de demander des signatures via l’API Signet. Gardez leurs clés secrètes.',
    load_failed: 'Les comptes API n’ont pas pu être chargés.',
    retry: 'Réessayer',
  },
  list: {
    heading: 'Comptes API',
    none: 'Votre entreprise n’a pas encore de compte API. Créez-en un ci-dessous.',
    name: 'Nom',
    kind: 'Type',
    key_from: 'Clé du',
    actions: 'Actions',
  },
  kind: { demo: 'Démo', production: 'Production' },
  form: {
    heading: 'Créer un compte API',
    intro:
      'Les clés de démo servent au développement : leurs signatures n’ont aucune valeur juridique et sont gratuites. Les signatures demandées avec des clés de production sont facturées à votre entreprise.',
    name: 'Nom',
    name_hint: 'Par exemple le système qui l’utilisera',
    name_invalid: 'Saisissez un nom de 1 à 64 caractères.',
    kind: 'Type',
    kind_hint: {
      demo: 'Signe au niveau démo, gratuitement',
      production: 'Compté pour votre entreprise',
    },
    submit: 'Créer le compte API',
  },
  key: {
    title: 'Clé API de {{name}}',
    once: 'Copiez la clé maintenant. Elle n’est affichée que cette fois ; ensuite, seule une réinitialisation en donne une nouvelle.',
    username: 'Nom d’utilisateur',
    key: 'Clé API',
    copy: 'Copier la clé',
    copied: 'La clé a été copiée.',
    copy_failed: 'La clé n’a pas pu être copiée. Veuillez la sélectionner et la copier à la main.',
    done: 'Terminé',
  },
  reset: {
    open: 'Réinitialiser la clé de {{name}}',
    title: 'Réinitialiser la clé ?',
    text: 'La clé de {{name}} et ses jetons d’accès cessent de fonctionner immédiatement. Une nouvelle clé est affichée une fois.',
    submit: 'Réinitialiser',
  },
  delete: {
    open: 'Supprimer {{name}}',
    title: 'Supprimer le compte API ?',
    text: '{{name}} et sa clé cessent de fonctionner immédiatement. Les demandes qu’il a faites restent dans votre entreprise.',
    submit: 'Supprimer',
    done: '{{name}} a été supprimé.',
  },
  dialog: { cancel: 'Annuler' },
  reference: {
    heading: 'Référence de l’API',
    text: 'Connectez-vous à /api/v2/access/login avec le nom d’utilisateur et la clé, puis envoyez le jeton comme jeton bearer.',
    link: 'Ouvrir la référence de l’API',
  },
  errors: {
    API_ACCOUNT_NOT_FOUND: 'Ce compte API n’existe pas dans votre entreprise.',
    API_ACCOUNT_LIMIT:
      'Votre entreprise a déjà le nombre maximal de comptes API. Supprimez-en un d’abord.',
    API_SEAL_NOT_IN_BUSINESS:
      'Seul un cachet de votre entreprise peut être attribué à un compte API.',
    BUSINESS_DELETION_PENDING:
      'Ce compte d’entreprise va être supprimé. Révoquez la suppression pour faire des modifications.',
    VALIDATION_FAILED: 'Veuillez vérifier vos saisies.',
    FORBIDDEN: 'Seuls les admins de l’entreprise peuvent faire cela.',
    RATE_LIMITED: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    NETWORK: 'Pas de connexion. Veuillez vérifier votre connexion et réessayer.',
    UNKNOWN: 'Une erreur s’est produite. Veuillez réessayer.',
  },
};

export default catalog;
