import { itAccountChangesMail } from './account-changes.it.mail.ts';
import { itAesForBusinessMail } from './aes-for-business.it.mail.ts';
import { itBusinessMail } from './business.it.mail.ts';
import { itDirectSignMail } from './direct-sign.it.mail.ts';
import type { MailCatalog, SmsCatalog } from './mail-catalog.ts';
import { itSealsMail } from './seals.it.mail.ts';
import { itSignatureRequestMail } from './signature-request.it.mail.ts';

export const itMail: MailCatalog = {
  ...itAccountChangesMail,
  ...itDirectSignMail,
  ...itSignatureRequestMail,
  ...itBusinessMail,
  ...itAesForBusinessMail,
  ...itSealsMail,
  signupConfirmation: {
    subject: 'Conferma il tuo indirizzo e-mail per Signet',
    greeting: 'Ciao,',
    body: [
      'Grazie per esserti registrato/a su Signet. Conferma il tuo indirizzo e-mail per configurare il tuo account.',
    ],
    action: 'Conferma indirizzo e-mail',
    footer: [
      'Il link è valido per {hours} ore.',
      'Se non ti sei registrato/a, puoi semplicemente ignorare questa e-mail.',
    ],
  },
  businessSignupConfirmation: {
    subject: 'Conferma il tuo indirizzo e-mail per il tuo account aziendale Signet',
    greeting: 'Ciao,',
    body: [
      'Grazie per aver scelto Signet per la tua azienda. Conferma il tuo indirizzo e-mail per completare la configurazione del tuo account aziendale.',
    ],
    action: 'Conferma indirizzo e-mail',
    footer: [
      'Il link è valido per {hours} ore.',
      'Se non hai fatto tu questa richiesta, puoi semplicemente ignorare questa e-mail.',
    ],
  },
  emailChangeConfirmation: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail',
    greeting: 'Ciao {firstName},',
    body: [
      "Hai chiesto di usare d'ora in poi questo indirizzo per il tuo account Signet. Conferma la modifica.",
    ],
    action: 'Conferma il nuovo indirizzo',
    footer: [
      'Il link è valido per {hours} ore.',
      'Se non hai chiesto tu questa modifica, ignora questa e-mail: il tuo account resta invariato.',
    ],
  },
  accountExists: {
    subject: 'Hai già un account Signet',
    greeting: 'Ciao,',
    body: [
      'Qualcuno ha provato a registrarsi su Signet con questo indirizzo e-mail, ma esiste già un account associato.',
      'Puoi accedere subito. Se hai dimenticato la password, puoi reimpostarla.',
    ],
    action: 'Accedi',
    footer: ['Se non sei stato/a tu, non devi fare nulla.'],
  },
  passwordReset: {
    subject: 'Reimposta la tua password Signet',
    greeting: 'Ciao {firstName},',
    body: [
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Signet.',
    ],
    action: 'Scegli una nuova password',
    footer: [
      "Il link è valido per un'ora e può essere usato una sola volta.",
      'Se non hai chiesto una nuova password, ignora questa e-mail: la tua password non cambierà.',
    ],
  },
  passwordChanged: {
    subject: 'La tua password Signet è stata modificata',
    greeting: 'Ciao {firstName},',
    body: [
      'La password del tuo account Signet è appena stata modificata. Gli altri dispositivi sono stati disconnessi.',
    ],
    footer: ['Se non sei stato/a tu, reimposta subito la password e contattaci.'],
  },
  accountDeleted: {
    subject: 'Il tuo account Signet è stato eliminato',
    greeting: 'Ciao {firstName},',
    body: [
      'Come richiesto, abbiamo eliminato il tuo account Signet. Ci dispiace vederti andare via.',
    ],
    footer: ['Puoi registrarti di nuovo in qualsiasi momento.'],
  },
  signature: 'Il team di Signet',
};

export const itSms: SmsCatalog = {
  tan: 'Il tuo codice Signet è {tan}. È valido per {minutes} minuti. Non comunicarlo a nessuno.',
  verification:
    'Il tuo codice di conferma Signet è {secret}. È valido per {minutes} minuti. Inseriscilo per confermare questo numero.',
  mobileChanged:
    'I tuoi TAN Signet vanno ora al {maskedMobile}. Se non sei stato tu, contatta il supporto di Signet.',
};
