import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Cachets',
    intro:
      'Un cachet signe au nom de votre organisation. Seuls les membres que vous indiquez peuvent sceller des documents avec.',
    load_failed: 'Les cachets n’ont pas pu être chargés.',
    retry: 'Réessayer',
    back: 'Tous les cachets',
  },
  list: {
    heading: 'Vos cachets',
    none: 'Votre entreprise n’a pas encore de cachet. Demandez-en un ci-dessous.',
    name: 'Cachet',
    members: 'Membres',
    api_keys: 'Comptes API',
    open: 'Gérer {{name}}',
  },
  request: {
    heading: 'Demander un cachet',
    intro:
      'Un certificat de cachet nomme votre organisation : Signet la vérifie donc au registre du commerce avant d’émettre le cachet. Vous recevrez un e-mail dès la décision.',
    organisation: 'Nom de l’organisation',
    organisation_hint: 'Tel qu’inscrit au registre du commerce',
    register: 'Numéro de registre',
    register_hint: 'Par exemple CHE-123.456.789',
    name: 'Nom du cachet',
    name_hint: 'Minuscules, chiffres, « . », « _ » et « - » ; utilisé pour signer avec le cachet',
    submit: 'Envoyer la demande',
    sent: 'Votre demande de cachet a été envoyée.',
    list_heading: 'Demandes',
    none: 'Aucune demande pour l’instant.',
    requested_on: 'Demandé le {{date}}',
    decided_on: 'Décidé le {{date}}',
    reason: 'Motif : {{reason}}',
    status: { OPEN: 'En vérification', ISSUED: 'Émis', REJECTED: 'Refusé' },
  },
  form: {
    organisation_required: 'Saisissez le nom de l’organisation.',
    register_invalid:
      'Saisissez le numéro de registre (lettres, chiffres, espaces, « . », « - », « / »).',
    name_invalid:
      'Utilisez 2 à 64 minuscules, chiffres, « . », « _ » ou « - », en commençant par une lettre ou un chiffre.',
    display_name_required: 'Saisissez un nom de 1 à 64 caractères.',
    line_too_long: '100 caractères au maximum.',
  },
  seal: {
    quality: { AES: 'Cachet avancé (SEA)', QES: 'Cachet qualifié (SEQ)' },
    not_found: 'Ce cachet n’existe pas dans votre entreprise.',
    stamp_heading: 'Tampon',
    stamp_intro: 'Ce que montre le tampon lorsqu’un membre scelle un document avec le cachet.',
    display_name: 'Nom affiché',
    optional_line: 'Deuxième ligne',
    optional_line_hint: 'Par exemple un service ; laissez vide pour l’omettre',
    location: 'Lieu',
    saved: 'Le tampon a été enregistré.',
    preview: 'Aperçu du tampon',
    preview_alt: 'Le tampon de {{name}} tel qu’il apparaîtra',
    preview_failed: 'L’aperçu n’a pas pu être généré.',
  },
  image: {
    heading: 'Image',
    hint: 'PNG, JPEG ou WebP jusqu’à 1 Mo ; affichée dans le tampon à côté du nom du cachet.',
    none: 'Aucune image',
    upload: 'Téléverser une image',
    replace: 'Remplacer l’image',
    remove: 'Supprimer l’image',
    saved: 'L’image a été enregistrée.',
    removed: 'L’image a été supprimée.',
  },
  members: {
    heading: 'Membres autorisés à sceller',
    intro:
      'Seuls ces membres de votre entreprise peuvent signer avec le cachet. Retirer quelqu’un lui enlève ce droit immédiatement.',
    none: 'Personne ne peut encore sceller avec.',
    add_label: 'Ajouter un membre de votre entreprise',
    add: 'Ajouter',
    no_options: 'Aucun autre membre trouvé',
    remove: 'Retirer',
    remove_named: 'Retirer {{name}}',
    added: '{{name}} peut désormais sceller avec.',
    removed: '{{name}} ne peut plus sceller avec.',
  },
  errors: {
    SEAL_IMAGE_TYPE: 'Veuillez choisir une image PNG, JPEG ou WebP.',
    SEAL_IMAGE_TOO_LARGE: 'L’image dépasse 1 Mo. Veuillez en choisir une plus petite.',
    SEAL_IMAGE_INVALID: 'Cette image ne peut pas être utilisée. Veuillez en choisir une autre.',
    SEAL_MEMBER_NOT_IN_BUSINESS:
      'Seuls les membres de votre entreprise peuvent être ajoutés à un cachet.',
    SEAL_NAME_TAKEN: 'Ce nom de cachet est déjà pris. Veuillez en choisir un autre.',
    SEAL_NOT_FOUND: 'Ce cachet n’existe pas dans votre entreprise.',
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
