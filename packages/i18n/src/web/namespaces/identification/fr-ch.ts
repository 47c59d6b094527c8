import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    standards: 'Standards de signature',
    desk: "Bureau d'enregistrement",
  },
  legislations: {
    eidas: 'eIDAS (UE)',
    zertes: 'SCSE (Suisse)',
  },
  levels: 'Niveaux de signature',
  coverage: {
    operator: 'Votre identification est payée.',
    business_members: 'Votre entreprise paie votre identification.',
    business_invitations: "L'entreprise qui vous a invité paie votre identification.",
    price: "L'identification coûte {{amount}} {{currency}}.",
  },
  methods: 'Méthodes : {{methods}}',
  methodNames: {
    video: 'identification vidéo',
    self: 'auto-identification',
    auto: 'identification automatique',
    loc: 'identification sur place',
    idAustria: 'ID Austria',
    externalSc: 'carte de signature externe',
  },
  status: {
    initialized: "Identification commencée : fournissez vos données d'eID.",
    inprogress: 'Votre identification est en cours de vérification.',
    activatingQES: 'Vous êtes identifié.',
    failure: 'Votre identification a été refusée ; vous pouvez fournir vos données à nouveau.',
  },
  supply: "Fournir les données d'eID",
  dialog: {
    title: "Fournir les données d'eID",
    text: "Saisissez vos données exactement comme sur votre pièce d'identité et ajoutez une photo de la pièce et une de vous. Un responsable les vérifie ; les photos sont conservées chiffrées et supprimées après la vérification.",
    photosRequired: 'Ajoutez les deux photos.',
    cancel: 'Annuler',
    submit: 'Envoyer',
  },
  fields: {
    firstNames: 'Prénoms',
    lastName: 'Nom',
    dateOfBirth: 'Date de naissance',
    nationality: 'Nationalité (deux lettres, p. ex. CH)',
    documentType: 'Type de pièce',
    documentNumber: 'Numéro de la pièce',
    documentExpiry: "Valable jusqu'au",
  },
  documentTypes: {
    passport: 'Passeport',
    id_card: "Carte d'identité",
    residence_permit: 'Permis de séjour',
  },
  photos: {
    document: 'Photo de la pièce',
    face: 'Photo de vous',
  },
  eid: {
    connect: 'Connecter {{name}}',
    title: 'Connecter une identité numérique autrichienne',
    text: 'Vous vous connectez à {{name}} et confirmez que Signet peut lire votre nom et votre date de naissance. {{name}} vous renvoie ensuite ici, et vous pouvez signer au niveau avancé (AES).',
    continue: 'Continuer vers {{name}}',
    resultTitle: 'Identité numérique',
    checking: 'La réponse de votre identité numérique est vérifiée…',
    success:
      'Votre identité est confirmée : vous pouvez maintenant signer en AES selon {{legislation}}.',
    noAnswer:
      "Aucune réponse d'une identité numérique n'est arrivée sur cette page. Commencez depuis vos standards de signature.",
    back: 'Retour aux standards de signature',
    backToDocument: 'Retour au document',
  },
  desk: {
    queue: 'En attente de décision',
    empty: "Aucune identification n'attend.",
    noPhoto: 'Pas de photo.',
    approve: 'Approuver',
    reason: 'Motif du refus',
    reject: 'Refuser',
  },
  errors: {
    IDENTIFICATION_METHOD_NOT_OFFERED: "Cette méthode n'est pas proposée.",
    IDENTIFICATION_NOT_COVERED: "Cette identification n'est pas payée.",
    ALREADY_IDENTIFIED: 'Vous êtes déjà identifié.',
    IDENTIFICATION_STATE: "L'identification ne peut pas être modifiée maintenant.",
    IDENTIFICATION_INCOMPLETE: 'Il manque des données ou une photo.',
    IDENTIFICATION_PHOTO_TYPE: 'Les photos doivent être des images PNG ou JPEG.',
    IDENTIFICATION_PHOTO_TOO_LARGE: 'Une photo est trop grande.',
    EVIDENCE_DELETED: 'Les justificatifs ont été supprimés.',
    OIDC_EID_NOT_CONFIGURED: "Cette identité numérique n'est pas disponible ici.",
    OIDC_STATE_MISMATCH:
      "Cette réponse n'appartient à aucune de vos connexions en attente. Recommencez.",
    OIDC_DENIED: "La connexion à l'identité numérique a été annulée. Vous pouvez recommencer.",
    OIDC_NONCE_MISMATCH: "L'identité numérique a répondu pour une autre connexion. Recommencez.",
    OIDC_CODE_REFUSED: "L'identité numérique n'accepte plus cette connexion. Recommencez.",
    OIDC_TOKEN_INVALID: "La réponse de l'identité numérique n'a pas pu être vérifiée. Recommencez.",
    OIDC_EID_UNAVAILABLE:
      "L'identité numérique n'est pas joignable pour le moment. Réessayez plus tard.",
    VALIDATION_FAILED: 'Vérifiez les champs indiqués.',
    FORBIDDEN:
      "Seuls les responsables de l'identification peuvent utiliser le bureau d'enregistrement.",
    other: "Une erreur s'est produite. Veuillez réessayer.",
  },
};

export default catalog;
