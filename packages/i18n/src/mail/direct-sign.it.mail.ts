import type { DirectSignMailCatalog } from './direct-sign.mail-catalog.ts';

export const itDirectSignMail: DirectSignMailCatalog = {
  directSignInvitation: {
    subject: '{senderName} ti chiede di firmare «{title}»',
    greeting: 'Buongiorno,',
    body: ['{senderName} ti ha chiesto di firmare «{title}» con Signet.', '{message}'],
    action: 'Apri e firma',
    footer: [
      'Non ti serve un account: il link è personale ed è valido {days} giorni.',
      'Preferisci firmare con un account Signet? Accedi o creane uno qui: {accountLink}',
      'Non inoltrare questa e-mail.',
    ],
  },
  directSignReminder: {
    subject: 'Promemoria: «{title}» attende la tua firma',
    greeting: 'Buongiorno,',
    body: ['{senderName} ti ricorda che «{title}» attende ancora la tua firma.'],
    action: 'Apri e firma',
    footer: [
      'Questo link sostituisce quello precedente ed è valido {days} giorni.',
      'Preferisci firmare con un account Signet? Accedi o creane uno qui: {accountLink}',
      'Se hai già firmato, puoi ignorare questa e-mail.',
    ],
  },
  directSignNewLink: {
    subject: 'Il tuo nuovo link per firmare «{title}»',
    greeting: 'Buongiorno,',
    body: [
      'Ecco il nuovo link che hai chiesto per firmare «{title}».',
      'Se preferisci restare sulla pagina aperta, inserisci lì questo codice: {code}. È valido {minutes} minuti.',
    ],
    action: 'Apri e firma',
    footer: [
      'Il link è valido {days} giorni e sostituisce quelli precedenti.',
      'Se non lo hai chiesto, puoi ignorare questa e-mail.',
    ],
  },
};
