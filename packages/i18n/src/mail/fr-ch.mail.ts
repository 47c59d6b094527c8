import { frChAccountChangesMail } from './account-changes.fr-ch.mail.ts';
import { frChAesForBusinessMail } from './aes-for-business.fr-ch.mail.ts';
import { frChBusinessMail } from './business.fr-ch.mail.ts';
import { frChDirectSignMail } from './direct-sign.fr-ch.mail.ts';
import type { MailCatalog, SmsCatalog } from './mail-catalog.ts';
import { frChSealsMail } from './seals.fr-ch.mail.ts';
import { frChSignatureRequestMail } from './signature-request.fr-ch.mail.ts';

export const frChMail: MailCatalog = {
  ...frChAccountChangesMail,
  ...frChDirectSignMail,
  ...frChSignatureRequestMail,
  ...frChBusinessMail,
  ...frChAesForBusinessMail,
  ...frChSealsMail,
  signupConfirmation: {
    subject: 'Confirmez votre adresse e-mail pour Signet',
    greeting: 'Bonjour,',
    body: [
      'Merci de vous être inscrit·e sur Signet. Veuillez confirmer votre adresse e-mail pour créer votre compte.',
    ],
    action: 'Confirmer mon adresse e-mail',
    footer: [
      'Ce lien est valable {hours} heures.',
      'Si vous ne vous êtes pas inscrit·e, vous pouvez simplement ignorer cet e-mail.',
    ],
  },
  businessSignupConfirmation: {
    subject: 'Confirmez votre adresse e-mail pour votre compte entreprise Signet',
    greeting: 'Bonjour,',
    body: [
      "Merci d'avoir choisi Signet pour votre entreprise. Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte entreprise.",
    ],
    action: 'Confirmer mon adresse e-mail',
    footer: [
      'Ce lien est valable {hours} heures.',
      "Si vous n'êtes pas à l'origine de cette demande, vous pouvez simplement ignorer cet e-mail.",
    ],
  },
  emailChangeConfirmation: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    greeting: 'Bonjour {firstName},',
    body: [
      'Vous souhaitez désormais utiliser cette adresse pour votre compte Signet. Veuillez confirmer ce changement.',
    ],
    action: 'Confirmer la nouvelle adresse',
    footer: [
      'Ce lien est valable {hours} heures.',
      "Si vous n'avez rien demandé, ignorez cet e-mail : votre compte reste inchangé.",
    ],
  },
  accountExists: {
    subject: 'Vous avez déjà un compte Signet',
    greeting: 'Bonjour,',
    body: [
      "Quelqu'un a tenté de s'inscrire sur Signet avec cette adresse e-mail, mais un compte existe déjà pour elle.",
      'Vous pouvez vous connecter directement. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser.',
    ],
    action: 'Me connecter',
    footer: ["Si ce n'était pas vous, vous n'avez rien à faire."],
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Signet',
    greeting: 'Bonjour {firstName},',
    body: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Signet.',
    ],
    action: 'Choisir un nouveau mot de passe',
    footer: [
      "Ce lien est valable une heure et ne peut être utilisé qu'une seule fois.",
      "Si vous n'avez pas demandé de nouveau mot de passe, ignorez cet e-mail : votre mot de passe ne changera pas.",
    ],
  },
  passwordChanged: {
    subject: 'Votre mot de passe Signet a été modifié',
    greeting: 'Bonjour {firstName},',
    body: [
      "Le mot de passe de votre compte Signet vient d'être modifié. Vos autres appareils ont été déconnectés.",
    ],
    footer: [
      "Si ce n'était pas vous, réinitialisez immédiatement votre mot de passe et contactez-nous.",
    ],
  },
  accountDeleted: {
    subject: 'Votre compte Signet a été supprimé',
    greeting: 'Bonjour {firstName},',
    body: [
      "Comme vous l'avez demandé, votre compte Signet a été supprimé. Nous regrettons de vous voir partir.",
    ],
    footer: ['Vous pouvez vous réinscrire à tout moment.'],
  },
  signature: "L'équipe Signet",
};

export const frChSms: SmsCatalog = {
  tan: 'Votre code Signet est {tan}. Il est valable {minutes} minutes. Ne le communiquez à personne.',
  verification:
    'Votre code de confirmation Signet est {secret}. Il est valable {minutes} minutes. Saisissez-le pour confirmer ce numéro.',
  mobileChanged:
    'Vos TAN Signet sont désormais envoyés au {maskedMobile}. Si ce n’est pas vous, contactez le support Signet.',
};
