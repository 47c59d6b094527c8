import { MAIL_LANGUAGES, type MailKind, renderMail, renderSms } from '@signet/i18n';
import { describe, expect, it } from 'vitest';

const KINDS: MailKind[] = [
  'signupConfirmation',
  'businessSignupConfirmation',
  'emailChangeConfirmation',
  'accountExists',
  'passwordReset',
  'passwordChanged',
  'accountDeleted',
];

describe('mail texts', () => {
  it('covers en-gb, de-ch, fr-ch and it (§9)', () => {
    expect([...MAIL_LANGUAGES].sort()).toEqual(['de-ch', 'en-gb', 'fr-ch', 'it']);
  });

  it.each(MAIL_LANGUAGES.flatMap((language) => KINDS.map((kind) => [language, kind] as const)))(
    '%s %s fills every variable',
    (language, kind) => {
      const mail = renderMail(
        kind,
        language,
        { firstName: 'Zoë', hours: 48 },
        'https://s.example/x?token=t',
      );
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
      expect(mail.html).toContain(`lang="${language}"`);
    },
  );

  it('differs per language and falls back to en-gb', () => {
    const subjects = MAIL_LANGUAGES.map(
      (language) => renderMail('passwordReset', language, {}).subject,
    );
    expect(new Set(subjects).size).toBe(4);
    expect(renderMail('passwordReset', 'es', {}).subject).toBe('Reset your Signet password');
  });

  it('escapes names and links in the HTML part, not in the text part', () => {
    const mail = renderMail(
      'passwordReset',
      'en-gb',
      { firstName: '<b>Eve</b> & "co"' },
      'https://s.example/reset?token=a&b=<c>',
    );
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail.html).toContain('href="https://s.example/reset?token=a&amp;b=&lt;c&gt;"');
    expect(mail.html).not.toContain('<b>Eve');
    expect(mail.text).toContain('Hello <b>Eve</b> & "co",');
    expect(mail.text).toContain('https://s.example/reset?token=a&b=<c>');
  });

  it('writes the TAN SMS in the recipient language', () => {
    expect(renderSms('tan', 'de-ch', { tan: '482913', minutes: 5 })).toBe(
      'Ihr Signet-Code lautet 482913. Er ist 5 Minuten gültig. Geben Sie ihn niemandem weiter.',
    );
  });
});
