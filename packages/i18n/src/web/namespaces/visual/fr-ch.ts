import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: { heading: 'Signature visuelle' },
  list: {
    intro:
      'Votre signature visuelle est le cachet affiché sur la page où vous signez. Gardez-en plusieurs, pour le travail et le privé, et choisissez celle qui est utilisée par défaut.',
    create: 'Nouvelle signature visuelle',
    empty_title: 'Pas encore de signature visuelle',
    empty_text:
      'Tant que vous n’en créez pas, votre cachet affiche votre nom. Créez une signature visuelle pour y ajouter votre signature manuscrite, votre entreprise et votre lieu.',
    default: 'Par défaut',
    make_default: 'Définir par défaut',
    delete: 'Supprimer',
    edit: 'Modifier',
  },
  edit: {
    title_new: 'Nouvelle signature visuelle',
    title_edit: 'Modifier la signature visuelle',
    close: 'Fermer',
    lines: 'Informations',
    alias: 'Libellé',
    alias_hint: 'Visible par vous seul, p. ex. « Travail » ou « Privé ».',
    required: 'Ce champ est obligatoire',
    name: 'Nom',
    company: 'Entreprise',
    location: 'Lieu',
    display: 'Affiché sur le cachet',
    default: 'Utiliser comme signature visuelle par défaut',
    handwriting: 'Signature manuscrite',
    draw: 'Dessiner',
    upload: 'Importer une image',
    file_type: 'Veuillez choisir une image PNG ou JPEG.',
    file_size: 'L’image dépasse 2 Mo. Veuillez en choisir une plus petite.',
    uploaded_alt: 'L’image choisie',
    choose_other: 'Choisir une autre image',
    image_kept: 'Votre signature manuscrite enregistrée est conservée.',
    image_replaced: 'L’enregistrement remplace votre signature manuscrite enregistrée.',
    image_removed: 'Votre signature manuscrite enregistrée sera supprimée.',
    keep_image: 'La conserver',
    remove_image: 'Supprimer la signature manuscrite',
    preview: 'Aperçu',
    preview_after_save:
      'Votre nouvelle signature manuscrite apparaît dans l’aperçu une fois enregistrée.',
    cancel: 'Annuler',
    save: 'Enregistrer',
  },
  toggle: {
    displayDate: 'Date et heure de la signature',
    displayClaim: 'Niveau de signature',
    displayStandards: 'Normes',
    displayQr: 'Code QR',
    locked: 'défini par votre organisation',
  },
  pad: {
    label: 'Zone de dessin pour votre signature',
    hint: 'Signez ici avec la souris, un stylet ou le doigt',
    undo: 'Annuler le trait',
    clear: 'Effacer',
  },
  preview: {
    alt: 'Aperçu du cachet tel qu’il apparaîtra sur le document',
    failed: 'L’aperçu n’a pas pu être généré.',
  },
  delete: {
    title: 'Supprimer la signature visuelle ?',
    text: 'La signature visuelle « {{alias}} » et sa signature manuscrite seront supprimées. Les documents déjà signés gardent leur cachet.',
    default_note:
      'C’est votre signature par défaut : la plus ancienne signature restante la remplace.',
    cancel: 'Annuler',
    confirm: 'Supprimer',
  },
  data: {
    title: 'Votre signature visuelle',
    text: 'Votre cachet affiche ces informations sur le document. Vous pourrez les modifier plus tard dans votre profil.',
    confirm: 'Continuer',
  },
  snackbar: { saved: 'Signature visuelle enregistrée' },
  errors: {
    image_type: 'Veuillez choisir une image PNG ou JPEG.',
    image_too_large: 'L’image est trop grande. Veuillez en choisir une de moins de 2 Mo.',
    image_invalid:
      'Cette image ne peut pas être lue. Veuillez choisir un autre fichier PNG ou JPEG.',
    limit: 'Vous avez atteint le maximum de 20 signatures visuelles. Supprimez-en une d’abord.',
    validation: 'Veuillez vérifier les champs signalés.',
    not_found: 'Cette signature visuelle n’existe plus.',
    unknown: 'Une erreur s’est produite. Veuillez réessayer.',
  },
};

export default catalog;
