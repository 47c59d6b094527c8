import type { BusinessMailCatalog, BusinessRoleNames } from './business.mail-catalog.ts';

// Business mails use the formal "Lei", as the mails about signature requests do.
export const itBusinessMail: BusinessMailCatalog = {
  businessInvitation: {
    subject: '{inviterName} la invita a unirsi a {businessName} su Signet',
    greeting: 'Buongiorno,',
    body: [
      "{inviterName} la invita a unirsi all'account aziendale di {businessName} su Signet.",
      "Come membro, invia e firma documenti tramite l'account aziendale, e le sue firme sono a carico dell'azienda.",
    ],
    action: "Accetta l'invito",
    footer: [
      "L'invito è valido per {days} giorni.",
      'Se non si aspettava questo invito, può semplicemente ignorare questa e-mail.',
    ],
  },
  businessJoined: {
    subject: 'Benvenuto/a in {businessName} su Signet',
    greeting: 'Buongiorno {firstName},',
    body: [
      "Ora è membro dell'account aziendale di {businessName} su Signet.",
      'Le richieste di firma che crea da ora in poi appartengono a {businessName} e seguono le sue impostazioni.',
    ],
    footer: [],
  },
  businessRoleChanged: {
    subject: 'Il suo ruolo in {businessName} è cambiato',
    greeting: 'Buongiorno {firstName},',
    body: [
      "Il suo ruolo nell'account aziendale di {businessName} su Signet è cambiato. Nuovo ruolo: {role}.",
    ],
    footer: ['Per qualsiasi domanda, si rivolga a un amministratore di {businessName}.'],
  },
  businessRemoved: {
    subject: 'Non è più membro di {businessName}',
    greeting: 'Buongiorno {firstName},',
    body: [
      "Un amministratore l'ha rimosso/a dall'account aziendale di {businessName} su Signet.",
      "Il suo account Signet rimane, così come le richieste di firma che ha creato. D'ora in poi usa Signet come utente individuale.",
    ],
    footer: [
      'Se pensa che si tratti di un errore, si rivolga a un amministratore di {businessName}.',
    ],
  },
  businessDeleted: {
    subject: "L'account aziendale di {businessName} è stato eliminato",
    greeting: 'Buongiorno {firstName},',
    body: [
      "L'account aziendale di {businessName} su Signet è stato eliminato e, con esso, la sua adesione.",
      "Il suo account Signet rimane, così come le richieste di firma che ha creato. D'ora in poi usa Signet come utente individuale.",
    ],
    footer: [],
  },
  businessDomainClaimed: {
    subject: '{domain} ora appartiene a {businessName} su Signet',
    greeting: 'Buongiorno {firstName},',
    body: [
      "{claimerName} ha rivendicato il dominio {domain} per l'account aziendale di {businessName}.",
      'A chi si registra su Signet con un indirizzo del dominio {domain} verrà proposto di unirsi a {businessName}.',
    ],
    footer: [
      'Se non era previsto, un amministratore può liberare di nuovo il dominio in Membri → Domini.',
    ],
  },
};

export const itBusinessRoles: BusinessRoleNames = { admin: 'amministratore', member: 'membro' };
