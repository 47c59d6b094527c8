import { MAIL_LANGUAGES, renderMail } from '@signet/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { insertBusiness } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const LOGO = { hash: 'a'.repeat(64), width: 240, height: 80 };

describe('branding in mails to signers (render)', () => {
  const branding = {
    businessName: 'Muster & <Söhne>',
    logo: { url: 'https://signet.test/v2/businesses/b/logo/h?x=1&y=2', width: 240, height: 80 },
    supportContact: { email: 'help@muster.example', phone: '+41 44 123 45 67' },
  };

  it('heads the HTML with the logo (alt = business name, escaped) and ends both parts with the support contact', () => {
    const mail = renderMail(
      'signatureInvitation',
      'de-ch',
      { title: 'Vertrag', senderName: 'ada@example.com', message: '' },
      'https://signet.test/view/x',
      branding,
    );
    expect(mail.html).toContain(
      '<img src="https://signet.test/v2/businesses/b/logo/h?x=1&amp;y=2" alt="Muster &amp; &lt;Söhne&gt;" width="240" height="80"',
    );
    expect(mail.html).not.toContain('<Söhne>');
    expect(mail.html).toContain('<a href="mailto:help@muster.example">help@muster.example</a>');
    expect(mail.html).toContain('<a href="tel:+41441234567">+41 44 123 45 67</a>');
    expect(mail.text).toContain('Fragen zu dieser Anfrage? Wenden Sie sich an Muster & <Söhne>:');
    expect(mail.text).toContain('E-Mail: help@muster.example\nTelefon: +41 44 123 45 67');
    expect(mail.text).not.toContain('<img');
  });

  it('leaves out what is blank: no logo, no support line without a contact', () => {
    const mail = renderMail(
      'signatureReminder',
      'en-gb',
      { title: 'T', senderName: 'S' },
      'https://signet.test/view/x',
      { ...branding, logo: null, supportContact: { email: '', phone: '' } },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.text).not.toContain('Questions about this request');
    const phoneOnly = renderMail(
      'signatureReminder',
      'en-gb',
      { title: 'T', senderName: 'S' },
      '',
      {
        ...branding,
        supportContact: { email: '', phone: '+41 44 123 45 67' },
      },
    );
    expect(phoneOnly.text).toContain('Contact Muster & <Söhne>:\nPhone: +41 44 123 45 67');
    expect(phoneOnly.html).not.toContain('mailto:');
  });
});

describe('AES for business confirmation mail', () => {
  const variables = {
    businessName: 'Muster & Co',
    representativeName: 'Rita <Rep>',
    domains: 'muster.example, muster.test',
    legislation: 'ZertES',
  };
  const link = 'https://signet.test/signup/confirm?token=t';

  it.each(MAIL_LANGUAGES)('%s fills every variable and escapes them in HTML', (language) => {
    const mail = renderMail('aesForBusinessConfirmation', language, variables, link);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
    expect(mail.text).toContain('muster.example, muster.test');
    expect(mail.text).toContain('ZertES');
    expect(mail.html).toContain('Rita &lt;Rep&gt;');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('is written in each of the four languages', () => {
    const subjects = MAIL_LANGUAGES.map(
      (language) => renderMail('aesForBusinessConfirmation', language, variables, link).subject,
    );
    expect(new Set(subjects).size).toBe(4);
  });
});

describe.each(databases)('mails of a business’s requests on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const account = async (name: string) => {
    const email = uniqueEmail(name);
    const { token, id } = await signUp(app, email);
    return { email, token, id };
  };

  beforeAll(async () => {
    app = await harness.app();
  });

  it('invitations and reminders to signers show the business’s logo and support contact (§5: an invalid phone is not shown)', async () => {
    const [admin, outsider] = await Promise.all([account('admin'), account('outsider')]);
    const business = await insertBusiness(harness.db, {
      name: 'Acme & Co',
      admin: admin.id,
      settings: { supportContact: { email: 'support@acme.example', phone: 'call us maybe' } },
      logo: LOGO,
    });
    const signer = uniqueEmail('signer');
    const request = await openRequest(app, admin.token, { signers: [signer], title: 'Offer' });
    const invitation = await waitForMail(app, signer, (m) =>
      /asks you to sign/.test(m.subject ?? ''),
    );
    const logoUrl = `http://signet.test/v2/businesses/${business.id}/logo/${LOGO.hash}`;
    expect(invitation.html).toContain(`<img src="${logoUrl}" alt="Acme &amp; Co"`);
    expect(invitation.html).toContain('mailto:support@acme.example');
    expect(invitation.text).toContain('Contact Acme & Co:\nE-mail: support@acme.example');
    for (const part of [invitation.text, invitation.html]) expect(part).not.toContain('call us');

    expect(
      (
        await json(app, 'POST', `/v3/signature-requests/${request.id}/remind`, {
          token: admin.token,
          body: {},
        })
      ).status,
    ).toBeLessThan(300);
    const reminder = await waitForMail(app, signer, (m) => /Reminder/.test(m.subject ?? ''));
    expect(reminder.html).toContain(`<img src="${logoUrl}"`);

    // A request of someone without a business carries no branding.
    const plainSigner = uniqueEmail('signer');
    await openRequest(app, outsider.token, { signers: [plainSigner] });
    const plain = await waitForMail(app, plainSigner);
    expect(plain.html).not.toContain('<img');
    expect(plain.text).not.toContain('Questions about this request');
  });

  it('the completion mail carries what the business’s attachment settings say; without a business both', async () => {
    const signer = await signerAccount(app, harness.db, 'signer');
    const completedMail = async (
      owner: { email: string; token: string },
      title: string,
    ): Promise<{ files: string[]; html: string | null }> => {
      const request = await openRequest(app, owner.token, { signers: [signer.email], title });
      expect((await signWithTan(app, signer, [{ signatureRequestId: request.id }])).status).toBe(
        200,
      );
      await app.signet.jobs.drain();
      await app.signet.jobs.drain();
      const mail = await waitForMail(
        app,
        owner.email,
        (m) => m.subject === `"${title}" has been signed by everyone`,
      );
      const attachments = (mail as unknown as { attachments: { filename: string }[] }).attachments;
      return { files: attachments.map((file) => file.filename), html: mail.html };
    };

    const [protocolOnlyAdmin, noneAdmin, outsider] = await Promise.all([
      account('admin'),
      account('admin'),
      account('outsider'),
    ]);
    await insertBusiness(harness.db, {
      admin: protocolOnlyAdmin.id,
      settings: { attachments: { signedDocument: { enabled: false } } },
      logo: LOGO,
    });
    await insertBusiness(harness.db, {
      admin: noneAdmin.id,
      settings: {
        attachments: { signedDocument: { enabled: false }, signatureProtocol: { enabled: false } },
      },
    });

    const protocolOnly = await completedMail(protocolOnlyAdmin, 'Protocol only');
    expect(protocolOnly.files).toEqual([expect.stringMatching(/^Signature protocol - .*\.pdf$/)]);
    expect(protocolOnly.html).toContain('<img src=');
    expect((await completedMail(noneAdmin, 'Nothing attached')).files).toEqual([]);
    expect((await completedMail(outsider, 'Both attached')).files).toEqual([
      'contract.pdf',
      'Signature protocol - Both attached.pdf',
    ]);
  });
});
