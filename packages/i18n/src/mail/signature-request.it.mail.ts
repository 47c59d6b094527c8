import type { SignatureRequestMailCatalog } from './signature-request.mail-catalog.ts';

export const itSignatureRequestMail: SignatureRequestMailCatalog = {
  signatureInvitation: {
    subject: '{senderName} le chiede di firmare «{title}»',
    greeting: 'Buongiorno,',
    body: ['{senderName} le chiede di firmare «{title}» con Signet.', '{message}'],
    action: 'Apri il documento',
    footer: ['Per firmare serve un account Signet con questo indirizzo e-mail.'],
  },
  signatureReminder: {
    subject: 'Promemoria: «{title}» attende la sua firma',
    greeting: 'Buongiorno,',
    body: ['{senderName} le ricorda che «{title}» attende ancora la sua firma.'],
    action: 'Apri il documento',
    footer: ['Se ha già firmato, può ignorare questa e-mail.'],
  },
  signatureDelegated: {
    subject: '{senderName} le ha affidato «{title}» da firmare',
    greeting: 'Buongiorno,',
    body: ['{senderName} le chiede di firmare «{title}» al suo posto.', '{message}'],
    action: 'Apri il documento',
    footer: ['Per firmare serve un account Signet con questo indirizzo e-mail.'],
  },
  requestDeclined: {
    subject: '«{title}» è stato rifiutato',
    greeting: 'Buongiorno,',
    body: [
      '{senderName} ha rifiutato di firmare «{title}». La richiesta di firma è conclusa.',
      '{message}',
    ],
    action: 'Vedi la richiesta',
    footer: [],
  },
  requestWithdrawn: {
    subject: '«{title}» è stato ritirato',
    greeting: 'Buongiorno,',
    body: [
      '{senderName} ha ritirato la richiesta di firma «{title}». Non c’è più nulla da firmare.',
      '{message}',
    ],
    footer: [],
  },
  requestExpired: {
    subject: 'La richiesta «{title}» è scaduta',
    greeting: 'Buongiorno,',
    body: [
      'L’ultimo giorno per firmare «{title}» è passato prima che tutti firmassero. La richiesta di firma è terminata; nessuno può più firmarla.',
    ],
    action: 'Visualizza la richiesta',
    footer: ['Il mittente può avviare una nuova richiesta con lo stesso documento.'],
  },
  requestCompleted: {
    subject: '«{title}» è stato firmato da tutti',
    greeting: 'Buongiorno,',
    body: ['Tutte le firme per «{title}» sono state raccolte.', 'Firmato da {signers}.'],
    action: 'Scarica il documento',
    footer: [],
  },
  observerAdded: {
    subject: 'Sta seguendo «{title}»',
    greeting: 'Buongiorno,',
    body: [
      '{senderName} l’ha aggiunta come osservatore di «{title}». Sarà informata sull’andamento.',
    ],
    action: 'Vedi la richiesta',
    footer: [],
  },
};
