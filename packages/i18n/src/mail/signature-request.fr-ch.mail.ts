import type { SignatureRequestMailCatalog } from './signature-request.mail-catalog.ts';

export const frChSignatureRequestMail: SignatureRequestMailCatalog = {
  signatureInvitation: {
    subject: '{senderName} vous demande de signer « {title} »',
    greeting: 'Bonjour,',
    body: ['{senderName} vous demande de signer « {title} » avec Signet.', '{message}'],
    action: 'Ouvrir le document',
    footer: ['Pour signer, il vous faut un compte Signet avec cette adresse e-mail.'],
  },
  signatureReminder: {
    subject: 'Rappel : « {title} » attend votre signature',
    greeting: 'Bonjour,',
    body: ['{senderName} vous rappelle que « {title} » attend toujours votre signature.'],
    action: 'Ouvrir le document',
    footer: ['Si vous avez déjà signé, vous pouvez ignorer cet e-mail.'],
  },
  signatureDelegated: {
    subject: '{senderName} vous a transmis « {title} » pour signature',
    greeting: 'Bonjour,',
    body: ['{senderName} vous demande de signer « {title} » à sa place.', '{message}'],
    action: 'Ouvrir le document',
    footer: ['Pour signer, il vous faut un compte Signet avec cette adresse e-mail.'],
  },
  requestDeclined: {
    subject: '« {title} » a été refusé',
    greeting: 'Bonjour,',
    body: [
      '{senderName} a refusé de signer « {title} ». La demande de signature est terminée.',
      '{message}',
    ],
    action: 'Voir la demande',
    footer: [],
  },
  requestWithdrawn: {
    subject: '« {title} » a été retiré',
    greeting: 'Bonjour,',
    body: [
      '{senderName} a retiré la demande de signature « {title} ». Il n’y a plus rien à signer.',
      '{message}',
    ],
    footer: [],
  },
  requestExpired: {
    subject: '« {title} » a expiré',
    greeting: 'Bonjour,',
    body: [
      'Le dernier jour pour signer « {title} » est passé avant que tout le monde ait signé. La demande de signature est terminée ; plus personne ne peut la signer.',
    ],
    action: 'Voir la demande',
    footer: ['L’expéditeur peut lancer une nouvelle demande avec le même document.'],
  },
  requestCompleted: {
    subject: '« {title} » a été signé par tous',
    greeting: 'Bonjour,',
    body: ['Toutes les signatures de « {title} » sont réunies.', 'Signé par {signers}.'],
    action: 'Télécharger le document',
    footer: [],
  },
  observerAdded: {
    subject: 'Vous suivez « {title} »',
    greeting: 'Bonjour,',
    body: [
      '{senderName} vous a ajouté comme observateur de « {title} ». Vous serez informé de l’avancement.',
    ],
    action: 'Voir la demande',
    footer: [],
  },
};
