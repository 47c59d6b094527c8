import {
  businessRoleName,
  MAIL_LANGUAGES,
  type MailKind,
  renderMail,
  renderSms,
} from '@signet/i18n';
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

  const BUSINESS_KINDS: MailKind[] = [
    'businessInvitation',
    'businessJoined',
    'businessRoleChanged',
    'businessRemoved',
    'businessDeleted',
    'businessDomainClaimed',
    'aesForBusinessConfirmation',
  ];
  const businessVariables = {
    firstName: 'Zoë',
    businessName: 'Acme & Co',
    inviterName: 'Ada Muster',
    days: 14,
    role: 'admin',
    domain: 'acme.example',
    claimerName: 'Ada Muster',
    representativeName: 'Rita Rep',
    domains: 'acme.example, acme.test',
    legislation: 'ZertES',
  };

  it.each(
    MAIL_LANGUAGES.flatMap((language) => BUSINESS_KINDS.map((kind) => [language, kind] as const)),
  )('%s %s names the business and fills every variable', (language, kind) => {
    const mail = renderMail(kind, language, businessVariables, 'https://s.example/x?token=t');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
    expect(mail.text).toContain('Acme & Co');
    expect(mail.html).toContain('Acme &amp; Co');
  });

  it('business mails differ per language; invitation and AES confirmation carry their link', () => {
    for (const kind of BUSINESS_KINDS) {
      const subjects = MAIL_LANGUAGES.map(
        (language) => renderMail(kind, language, businessVariables).subject,
      );
      expect([kind, new Set(subjects).size]).toEqual([kind, 4]);
    }
    const link = 'https://s.example/confirm?token=t';
    for (const language of MAIL_LANGUAGES) {
      expect(renderMail('businessInvitation', language, businessVariables, link).text).toContain(
        link,
      );
      const aes = renderMail('aesForBusinessConfirmation', language, businessVariables, link);
      expect(aes.text).toContain(link);
      expect(aes.text).toContain('acme.example, acme.test');
      expect(aes.text).toContain('ZertES');
      expect(aes.text).toContain('Rita Rep');
    }
    expect(
      renderMail('aesForBusinessConfirmation', 'de-ch', businessVariables, link).text,
    ).toContain('FES für Unternehmen bestätigen:\n');
    expect(renderMail('businessJoined', 'de-ch', businessVariables).subject).toBe(
      'Willkommen bei Acme & Co auf Signet',
    );
  });

  it('names the business roles in each language', () => {
    expect(MAIL_LANGUAGES.map((language) => businessRoleName(language, 'member'))).toEqual([
      'member',
      'Mitglied',
      'membre',
      'membro',
    ]);
    expect(businessRoleName('es', 'admin')).toBe('admin');
  });

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
