import type { AccountChangesMailCatalog } from './account-changes.mail-catalog.ts';

export const itAccountChangesMail: AccountChangesMailCatalog = {
  emailChanged: {
    subject: 'L’indirizzo e-mail del tuo account Signet è stato cambiato',
    greeting: 'Ciao {firstName},',
    body: ['Il tuo account Signet usa ora {newEmail}. Con questo indirizzo non puoi più accedere.'],
    footer: ['Se non sei stato tu, contatta subito il supporto di Signet.'],
  },
  mobileChanged: {
    subject: 'Il tuo numero di cellulare per i TAN è stato cambiato',
    greeting: 'Ciao {firstName},',
    body: ['D’ora in poi i tuoi TAN per firmare vengono inviati al {maskedMobile}.'],
    footer: ['Se non sei stato tu, cambia la password e contatta il supporto di Signet.'],
  },
  levelChangeAsked: {
    subject: '{signerName} non può firmare «{title}» al livello richiesto',
    greeting: 'Ciao {firstName},',
    body: [
      '{signerName} ({signerEmail}) non può ancora firmare «{title}» con una {level} e ti chiede di cambiare il livello della richiesta.',
    ],
    action: 'Apri la richiesta',
    footer: ['Puoi cambiare il livello, o lasciarlo se la persona si farà identificare.'],
  },
};
