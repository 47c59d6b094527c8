import type { AesForBusinessMailCatalog } from './aes-for-business.mail-catalog.ts';

export const deChAesForBusinessMail: AesForBusinessMailCatalog = {
  aesForBusinessConfirmation: {
    subject: 'Bitte bestätigen Sie FES für Unternehmen für {businessName}',
    greeting: 'Guten Tag {representativeName}',
    body: [
      '{businessName} hat Sie bei Signet als Vertreterin oder Vertreter für FES für Unternehmen angegeben.',
      'Mit Ihrer Bestätigung bürgen Sie für die Identität der Mitglieder, deren E-Mail-Adressen zu {domains} gehören: Sie können danach mit einer fortgeschrittenen elektronischen Signatur (FES) nach {legislation} unterschreiben.',
      'Bitte bestätigen Sie nur, wenn Sie berechtigt sind, {businessName} zu vertreten.',
    ],
    action: 'FES für Unternehmen bestätigen',
    footer: [
      'Falls Sie davon nichts wissen, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung ändert sich nichts.',
    ],
  },
};
