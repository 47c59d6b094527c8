import { MAIL_LANGUAGES, type MailKind, renderMail } from '@signet/i18n';
import { describe, expect, it } from 'vitest';

const KINDS: MailKind[] = [
  'signatureInvitation',
  'signatureReminder',
  'signatureDelegated',
  'requestDeclined',
  'requestWithdrawn',
  'requestCompleted',
  'observerAdded',
];

describe('signature request mail texts', () => {
  it.each(MAIL_LANGUAGES.flatMap((language) => KINDS.map((kind) => [language, kind] as const)))(
    '%s %s fills every variable and escapes the title in HTML',
    (language, kind) => {
      const mail = renderMail(
        kind,
        language,
        {
          title: '<Offer & "terms">',
          senderName: 'ada@example.com',
          message: 'See p. 2',
          signers: 'Sam Signer (sam@example.com)',
        },
        'https://signet.test/view/6b0d2f4e-1c2a-4f7e-9d1b-3c4d5e6f7a8b',
      );
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
      expect(mail.subject).toContain('<Offer & "terms">');
      expect(mail.html).toContain('&lt;Offer &amp; &quot;terms&quot;&gt;');
      expect(mail.html).not.toContain('<Offer');
    },
  );

  it('writes each notice in the recipient language', () => {
    for (const kind of KINDS) {
      const subjects = MAIL_LANGUAGES.map(
        (language) => renderMail(kind, language, { title: 'T', senderName: 'S' }).subject,
      );
      expect(new Set(subjects).size, kind).toBe(4);
    }
  });
});
