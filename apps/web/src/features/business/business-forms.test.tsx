import { CreateBusinessBody, UpdateBusinessSettingsBody } from '@signet/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUSINESS_ID, business, settings } from '../../../test/business.fixture.ts';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { AesForBusinessForm } from './aes-for-business-form.tsx';
import { BusinessDetailsForm, blankedSupportFields } from './business-details-form.tsx';
import { BusinessRegisterForm } from './business-register-form.tsx';
import { BusinessSettingsForm, settingsBody } from './business-settings-form.tsx';
import { BusinessSignupForm } from './business-signup-form.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  dialogs.close();
  for (const message of snackbars.get().queue) snackbars.dismiss(message.id);
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('business sign-up form', () => {
  it('asks for the business sign-up mail (flow business_signup) and reports the address', async () => {
    const api = fakeApi({ 'POST /v1/request-confirmation': null });
    const onSent = vi.fn();
    renderScreen(<BusinessSignupForm onSent={onSent} />);
    await screen.findByLabelText('Work email address');
    type('Work email address', ' Anna@Acme.CH ');
    click('Continue');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('anna@acme.ch'));
    expect(api.calls('POST /v1/request-confirmation')[0]?.body).toEqual({
      email: 'anna@acme.ch',
      flow: 'business_signup',
      lang: 'en-gb',
    });
  });

  it('refuses an address that is not one, without asking the server', async () => {
    const api = fakeApi({});
    renderScreen(<BusinessSignupForm onSent={vi.fn()} />);
    await screen.findByLabelText('Work email address');
    type('Work email address', 'anna@');
    click('Continue');
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });
});

describe('found a business (/business/register)', () => {
  const renderForm = (onFounded = vi.fn()) => {
    renderScreen(
      <BusinessRegisterForm
        defaultEmail="anna@acme.ch"
        termsUrl="https://signet.example/terms"
        dpaUrl="https://signet.example/dpa"
        onFounded={onFounded}
      />,
    );
    return onFounded;
  };

  it('needs a name, a valid phone when one is given, and both consents', async () => {
    const api = fakeApi({});
    renderForm();
    await screen.findByLabelText('Business name');
    type('Phone number (optional)', '12');
    click('Create business account');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and conditions to continue')).toBeTruthy();
    expect(
      screen.getByText('Please accept the data processing agreement to continue'),
    ).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('posts the contract’s body with both consents and hands over the new business', async () => {
    const created = business({ name: 'Acme AG' });
    const api = fakeApi({ 'POST /v2/businesses': created });
    const onFounded = renderForm();
    await screen.findByLabelText('Business name');
    type('Business name', '  Acme AG ');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /data processing agreement/ }));
    click('Create business account');
    await waitFor(() => expect(onFounded).toHaveBeenCalledWith(created));
    const body = api.calls('POST /v2/businesses')[0]?.body;
    expect(body).toEqual({ name: 'Acme AG', email: 'anna@acme.ch', gtc: true, dpa: true });
    expect(CreateBusinessBody.safeParse(body).success).toBe(true);
  });

  it('says so when the account already belongs to a business', async () => {
    fakeApi({ 'POST /v2/businesses': () => apiError(409, 'ALREADY_IN_BUSINESS') });
    const onFounded = renderForm();
    await screen.findByLabelText('Business name');
    type('Business name', 'Acme AG');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /data processing agreement/ }));
    click('Create business account');
    expect(await screen.findByText(/Your account already belongs to a business/)).toBeTruthy();
    expect(onFounded).not.toHaveBeenCalled();
  });
});

describe('business details (/business/profile)', () => {
  it('saves name, contact and support contact, and shows the stored values after save', async () => {
    const stored = business({
      name: 'Acme Holding AG',
      settings: settings({ supportContact: { email: '', phone: '+41 44 123 45 67' } }),
    });
    const api = fakeApi({ [`PUT /v1/businesses/${BUSINESS_ID}`]: stored });
    renderScreen(<BusinessDetailsForm business={business()} />);
    await screen.findByLabelText('Business name');
    type('Business name', 'Acme Holding AG');
    type('Support email', 'help@');
    type('Support phone', '+41 44 123 45 67');
    click('Save changes');
    // §5: the server blanked the invalid address; the form shows what it stored, and why.
    expect(
      await screen.findByText(/The support email address was not valid and has not been saved/),
    ).toBeTruthy();
    expect(api.calls(`PUT /v1/businesses/${BUSINESS_ID}`)[0]?.body).toEqual({
      name: 'Acme Holding AG',
      email: 'office@acme.ch',
      phone: '',
      supportContact: { email: 'help@', phone: '+41 44 123 45 67' },
    });
    expect((screen.getByLabelText('Support email') as HTMLInputElement).value).toBe('');
  });

  it('finds what §5 blanked: a value sent but stored empty', () => {
    expect(blankedSupportFields({ email: 'x', phone: '044' }, { email: '', phone: '' })).toEqual([
      'email',
      'phone',
    ]);
    expect(blankedSupportFields({ email: '', phone: '' }, { email: '', phone: '' })).toEqual([]);
    expect(
      blankedSupportFields({ email: 'a@b.ch', phone: '' }, { email: 'a@b.ch', phone: '' }),
    ).toEqual([]);
  });

  it('explains a refusal while the business waits to be deleted', async () => {
    fakeApi({
      [`PUT /v1/businesses/${BUSINESS_ID}`]: () => apiError(409, 'BUSINESS_DELETION_PENDING'),
    });
    renderScreen(<BusinessDetailsForm business={business()} />);
    await screen.findByLabelText('Business name');
    type('Business name', 'Acme Holding AG');
    click('Save changes');
    expect(await screen.findByText(/scheduled for deletion. Revoke the deletion/)).toBeTruthy();
  });
});

describe('business settings (/business/settings)', () => {
  const values = {
    part11: true,
    retentionEnabled: true,
    retentionDays: '90',
    retentionState: 'ANY' as const,
    signedDocument: false,
    signatureProtocol: true,
  };

  it('leaves out the attachments the business may not change', () => {
    const fixedProtocol = settings({
      mailService: {
        attachments: {
          signedDocument: { enabled: true, customisable: true },
          signatureProtocol: { enabled: true, customisable: false },
        },
      },
    });
    const body = settingsBody(values, fixedProtocol);
    expect(body).toEqual({
      signatureRequests: {
        part11: { enabled: true },
        retention: { enabled: true, terminalState: 'ANY', days: 90 },
      },
      mailService: { attachments: { signedDocument: { enabled: false } } },
    });
    expect(UpdateBusinessSettingsBody.safeParse(body).success).toBe(true);
    const noneChangeable = settings({
      mailService: {
        attachments: {
          signedDocument: { enabled: true, customisable: false },
          signatureProtocol: { enabled: true, customisable: false },
        },
      },
    });
    expect(settingsBody(values, noneChangeable).mailService).toBeUndefined();
  });

  it('turns on auto-deletion for a number of days and saves it', async () => {
    const api = fakeApi({
      [`PUT /v1/businesses/${BUSINESS_ID}/settings`]: settings({
        signatureRequests: {
          part11: { enabled: false },
          retention: { enabled: true, terminalState: 'SIGNED', days: 14 },
        },
      }),
    });
    renderScreen(<BusinessSettingsForm business={business()} />);
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Delete finished documents automatically' }),
    );
    type('Days after the request ends', '0');
    click('Save changes');
    expect(await screen.findByText('Enter a number of days from 1 to 3650')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
    type('Days after the request ends', '14');
    click('Save changes');
    await screen.findByText('The settings have been saved.');
    expect(api.calls(`PUT /v1/businesses/${BUSINESS_ID}/settings`)[0]?.body).toEqual({
      signatureRequests: {
        part11: { enabled: false },
        retention: { enabled: true, terminalState: 'SIGNED', days: 14 },
      },
      mailService: {
        attachments: { signedDocument: { enabled: true }, signatureProtocol: { enabled: true } },
      },
    });
  });

  it('shows an attachment that is not customisable as fixed and disabled', async () => {
    fakeApi({});
    renderScreen(
      <BusinessSettingsForm
        business={business({
          settings: settings({
            mailService: {
              attachments: {
                signedDocument: { enabled: false, customisable: false },
                signatureProtocol: { enabled: true, customisable: true },
              },
            },
          }),
        })}
      />,
    );
    const document = await screen.findByRole('switch', { name: 'The signed document' });
    expect((document as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/This is set for your business and cannot be changed/)).toBeTruthy();
    expect(screen.getByText('10')).toBeTruthy();
    expect(screen.getByText('50')).toBeTruthy();
  });
});

describe('AES for business (/business/profile/aes-for-business)', () => {
  it('needs at least one of the claimed domains', async () => {
    const api = fakeApi({});
    renderScreen(<AesForBusinessForm business={business()} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable AES for Business' }));
    type('Representative’s name', 'Rita Rep');
    type('Representative’s email address', 'rita@acme.ch');
    type('Commercial register number', 'CHE-123.456.789');
    click('Save changes');
    expect(await screen.findByText('Please choose at least one domain')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('saves the representative, register number, domains and legislation', async () => {
    const saved = business({
      aes4biz: {
        enabled: true,
        representativeName: 'Rita Rep',
        representativeEmail: 'rita@acme.ch',
        commercialRegister: 'CHE-123.456.789',
        domains: ['acme.ch'],
        legislation: 'eidas',
        status: 'pending',
        confirmedAt: null,
      },
    });
    const api = fakeApi({ [`PUT /v1/businesses/${BUSINESS_ID}/aes-for-business`]: saved });
    renderScreen(<AesForBusinessForm business={business({ domains: ['acme.ch', 'acme.de'] })} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable AES for Business' }));
    type('Representative’s name', 'Rita Rep');
    type('Representative’s email address', 'Rita@Acme.ch');
    type('Commercial register number', 'CHE-123.456.789');
    fireEvent.click(screen.getByRole('checkbox', { name: 'acme.ch' }));
    fireEvent.click(screen.getByRole('radio', { name: 'EU law (eIDAS)' }));
    click('Save changes');
    expect(
      await screen.findByText('Saved. The representative has been sent a confirmation link.'),
    ).toBeTruthy();
    expect(api.calls(`PUT /v1/businesses/${BUSINESS_ID}/aes-for-business`)[0]?.body).toEqual({
      enabled: true,
      representativeName: 'Rita Rep',
      representativeEmail: 'rita@acme.ch',
      commercialRegister: 'CHE-123.456.789',
      domains: ['acme.ch'],
      legislation: 'eidas',
      language: 'en-gb',
    });
  });

  it('sends an admin without a claimed domain to claim one first', async () => {
    fakeApi({});
    renderScreen(<AesForBusinessForm business={business({ domains: [] })} />);
    expect(await screen.findByText('Your business has not claimed a domain yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Claim a domain' }).getAttribute('href')).toBe(
      '/business/members/domains',
    );
  });
});
