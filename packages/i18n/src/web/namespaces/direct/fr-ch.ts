import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  loading: 'Chargement du document à signer',
  load_failed:
    'Le document n’a pas pu être chargé. Veuillez vérifier votre connexion et réessayer.',
  retry: 'Réessayer',
  landing: {
    asks: '{{name}} vous demande de signer',
    message: 'Message de {{name}}',
    documents: 'Documents',
    level: 'Signature : {{level}}',
    review: 'Vérifier et signer',
    preview: 'Voir les documents',
    signed_by: '{{signed}} signataire(s) sur {{total}} ont signé',
    identity: 'Vous signez en tant que {{name}} ({{email}}).',
  },
  status: {
    signed: 'Vous avez signé ce document.',
    declined: 'Vous avez refusé de signer ce document.',
    ended:
      'Ce document ne peut plus être signé : la demande a été signée par tous, refusée ou retirée.',
  },
  preview: {
    title: 'Aperçu',
    back: 'Retour',
  },
  viewer: {
    toolbar: 'Actions sur le document',
    sign: 'Signer',
    decline: 'Refuser',
    download: 'Télécharger le document signé',
    your_field: 'Votre signature se place ici',
    page: '{{document}}, page {{page}} sur {{pages}}',
  },
  success: {
    title: 'Signé',
    text: 'Merci. Votre signature a été ajoutée au document.',
    text_completed: 'Merci. Tout le monde a signé : le document est complet.',
    countdown: 'Redirection dans {{count}} s.',
    leaving: 'Redirection en cours…',
    leave_now: 'Quitter maintenant',
    close: 'Retour au document',
  },
  declined: {
    title: 'Vous avez refusé de signer',
    text: 'L’expéditeur a été informé que vous ne signerez pas ce document.',
  },
  link: {
    DIRECT_LINK_EXPIRED: {
      title: 'Ce lien a expiré',
      text: 'Les liens de signature ne sont valables que pour une durée limitée. Nous pouvons envoyer un nouveau lien à votre adresse e-mail.',
    },
    DIRECT_LINK_USED: {
      title: 'Ce lien a été remplacé',
      text: 'Un lien plus récent vous a été envoyé, celui-ci ne fonctionne donc plus. Veuillez ouvrir le dernier e-mail ou demander un nouveau lien.',
    },
    DIRECT_LINK_TAMPERED: {
      title: 'Ce lien ne fonctionne pas',
      text: 'Le lien est incomplet ou a été modifié. Veuillez l’ouvrir à nouveau depuis l’e-mail, en copiant l’adresse entière.',
    },
    resend: 'M’envoyer un nouveau lien',
    sent: 'Un nouveau lien est en route vers {{address}}.',
    send_failed: 'Le nouveau lien n’a pas pu être envoyé. Veuillez réessayer plus tard.',
    leave: 'Quitter',
  },
  verification: {
    title: 'Confirmez votre numéro de mobile',
    text: 'Nous avons envoyé un code à 6 chiffres au {{mobile}}. Saisissez-le pour confirmer le numéro ; le code de votre signature y sera ensuite envoyé.',
    label: 'Code de confirmation',
    submit: 'Confirmer',
    resend: 'Envoyer un nouveau code',
    cancel: 'Annuler',
    invalid: 'Ce code n’est pas correct. Veuillez vérifier le SMS et réessayer.',
    expired: 'Ce code a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
    locked: 'Trop de codes erronés. Veuillez en demander un nouveau.',
    failed: 'Cela n’a pas fonctionné. Veuillez vérifier votre connexion et réessayer.',
  },
  identification: {
    title: 'L’identification n’est pas encore disponible ici',
    text: 'Cette signature exige de confirmer votre identité par {{method}}. L’identification n’est pas encore disponible pour les invités : ce document ne peut donc pas être signé ici à ce niveau.',
    hint: 'Veuillez contacter l’expéditeur : il peut demander une signature électronique simple à la place, ou vous inviter à signer avec un compte.',
    back: 'Retour au document',
    methods: {
      eidas_self: 'une identification européenne par photo',
      eidas_video: 'une identification vidéo européenne',
      zertes_auto: 'une identification suisse automatique',
      zertes_video: 'une identification vidéo suisse',
      zertes_personal_details: 'vos données personnelles pour une identification suisse',
      id_austria: 'ID Austria',
    },
  },
};

export default catalog;
