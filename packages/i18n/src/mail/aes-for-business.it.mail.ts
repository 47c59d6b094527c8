import type { AesForBusinessMailCatalog } from './aes-for-business.mail-catalog.ts';

export const itAesForBusinessMail: AesForBusinessMailCatalog = {
  aesForBusinessConfirmation: {
    subject: 'Conferma la FEA per aziende di {businessName}',
    greeting: 'Ciao {representativeName},',
    body: [
      '{businessName} ti ha indicato/a come rappresentante per la FEA per aziende su Signet.',
      'Confermando, attesti l’identità dei suoi membri con un indirizzo e-mail in {domains}: potranno firmare con una firma elettronica avanzata (FEA) secondo {legislation}.',
      'Conferma solo se sei autorizzato/a a rappresentare {businessName}.',
    ],
    action: 'Conferma la FEA per aziende',
    footer: ['Se non ne sai nulla, ignora questa e-mail: nulla cambia finché non confermi.'],
  },
};
