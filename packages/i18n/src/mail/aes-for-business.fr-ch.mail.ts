import type { AesForBusinessMailCatalog } from './aes-for-business.mail-catalog.ts';

export const frChAesForBusinessMail: AesForBusinessMailCatalog = {
  aesForBusinessConfirmation: {
    subject: 'Veuillez confirmer l’AES pour entreprises de {businessName}',
    greeting: 'Bonjour {representativeName},',
    body: [
      '{businessName} vous a désigné·e comme représentant·e pour l’AES pour entreprises sur Signet.',
      'En confirmant, vous attestez l’identité de ses membres dont l’adresse e-mail appartient à {domains} : ils pourront alors signer avec une signature électronique avancée (AES) selon {legislation}.',
      'Ne confirmez que si vous êtes autorisé·e à représenter {businessName}.',
    ],
    action: 'Confirmer l’AES pour entreprises',
    footer: [
      'Si vous n’êtes pas au courant, ignorez cet e-mail : rien ne change tant que vous ne confirmez pas.',
    ],
  },
};
