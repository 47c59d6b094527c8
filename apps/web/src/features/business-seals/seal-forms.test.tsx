import type { BusinessMember, BusinessSealDetail } from '@signet/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, renderScreen, type SentRequest, stubApi } from '../../../test/api-stub.tsx';
import { axeViolations } from '../../../test/axe.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { SealImageSection } from './seal-image-section.tsx';
import { SealMembersSection } from './seal-members-section.tsx';
import { SealRequestFormSection } from './seal-request-form.tsx';
import { SealStampFormSection } from './seal-stamp-form.tsx';

const BUSINESS = '7b0f3c3e-6a51-4f5e-9a51-0c6f0e1c2a11';
const SEALS = `/v1/businesses/${BUSINESS}/seals`;

function seal(overrides: Partial<BusinessSealDetail> = {}): BusinessSealDetail {
  return {
    accountName: 'muster-ag',
    displayName: 'Muster AG',
    amountApiKeys: 0,
    amountMembers: 0,
    quality: 'AES',
    optionalLine: null,
    location: null,
    image: null,
    members: [],
    ...overrides,
  };
}

const ANNA: BusinessMember = {
  id: 'u-anna',
  email: 'anna@muster.ch',
  firstName: 'Anna',
  lastName: 'Muster',
  role: 'member',
  joinedAt: '2026-11-01T10:00:00.000Z',
};

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  act(() => dialogs.close());
  while (snackbars.current()) snackbars.dismiss(snackbars.current()!.id);
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('seal request form', () => {
  const show = async (routes: Record<string, (r: SentRequest) => Response> = {}) => {
    const sent = stubApi(routes);
    renderScreen(<SealRequestFormSection businessId={BUSINESS} organisationName="Muster AG" />);
    await screen.findByLabelText('Organisation name');
    return sent;
  };

  it('names each wrong field and sends nothing', async () => {
    const sent = await show();
    type('Organisation name', ' ');
    type('Register number', '<b>');
    type('Seal name', 'Muster AG');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter the organisation name.')).toBeTruthy();
    expect(
      screen.getByText('Enter the register number (letters, digits, spaces, ".", "-", "/").'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Use 2 to 64 lower-case letters, digits, ".", "_" or "-", starting with a letter or digit.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the request with the business’s name offered, and says it was sent', async () => {
    const sent = await show({
      [`POST /v1/businesses/${BUSINESS}/seal-requests`]: (r) =>
        Response.json(
          {
            ...(r.body as object),
            id: 'r1',
            status: 'OPEN',
            reason: null,
            createdAt: '2026-11-26T10:00:00.000Z',
            decidedAt: null,
          },
          { status: 201 },
        ),
    });
    expect((screen.getByLabelText('Organisation name') as HTMLInputElement).value).toBe(
      'Muster AG',
    );
    type('Register number', 'CHE-123.456.789');
    type('Seal name', ' muster-ag ');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(snackbars.current()?.message).toBe('Your seal request has been sent.'),
    );
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      organisationName: 'Muster AG',
      registerNumber: 'CHE-123.456.789',
      accountName: 'muster-ag',
    });
    expect((screen.getByLabelText('Seal name') as HTMLInputElement).value).toBe('');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a taken name at the name field', async () => {
    await show({
      [`POST /v1/businesses/${BUSINESS}/seal-requests`]: () => apiError(409, 'SEAL_NAME_TAKEN'),
    });
    type('Register number', 'CHE-123.456.789');
    type('Seal name', 'taken');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('This seal name is taken. Please choose another one.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Seal name').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('seal stamp form', () => {
  it('saves the display name and leaves empty lines out', async () => {
    const sent = stubApi({
      [`PUT ${SEALS}/muster-ag`]: (r) =>
        Response.json(seal({ ...(r.body as object), optionalLine: null, location: 'Bern' })),
    });
    renderScreen(
      <SealStampFormSection businessId={BUSINESS} seal={seal({ optionalLine: 'Finance' })} />,
    );
    await screen.findByLabelText('Display name');
    type('Display name', 'Muster Holding');
    type('Second line', '');
    type('Place', 'Bern');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(snackbars.current()?.message).toBe('The stamp has been saved.'));
    expect(sent[0]?.body).toEqual({
      displayName: 'Muster Holding',
      optionalLine: null,
      location: 'Bern',
    });
  });

  it('refuses an empty name and an overlong line before sending', async () => {
    const sent = stubApi({});
    renderScreen(<SealStampFormSection businessId={BUSINESS} seal={seal()} />);
    await screen.findByLabelText('Display name');
    type('Display name', '');
    type('Second line', 'x'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a name of 1 to 64 characters.')).toBeTruthy();
    expect(screen.getByText('At most 100 characters.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('seal image', () => {
  it('refuses a file that is not an image before sending it', async () => {
    const sent = stubApi({});
    renderScreen(<SealImageSection businessId={BUSINESS} seal={seal()} />);
    const input = await screen.findByTestId('seal-image-file');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'seal.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please choose a PNG, JPEG or WebP image.',
    );
    expect(sent).toEqual([]);
  });

  it('uploads a PNG as the raw body and offers to remove it once set', async () => {
    const sent = stubApi({
      [`POST ${SEALS}/muster-ag/image`]: () =>
        Response.json(seal({ image: { width: 120, height: 48 } })),
    });
    renderScreen(<SealImageSection businessId={BUSINESS} seal={seal()} />);
    fireEvent.change(await screen.findByTestId('seal-image-file'), {
      target: {
        files: [new File([new Uint8Array([137, 80, 78, 71])], 's.png', { type: 'image/png' })],
      },
    });
    await waitFor(() => expect(snackbars.current()?.message).toBe('The image has been saved.'));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${SEALS}/muster-ag/image`]);
  });
});

describe('seal members', () => {
  const show = async (
    detail: BusinessSealDetail,
    routes: Record<string, (r: SentRequest) => Response>,
  ) => {
    const sent = stubApi({
      [`GET /v1/businesses/${BUSINESS}/members`]: () => Response.json([ANNA]),
      ...routes,
    });
    renderScreen(<SealMembersSection businessId={BUSINESS} seal={detail} />);
    await screen.findByLabelText('Add a member of your business');
    return sent;
  };

  it('adds a member of the business chosen from the search', async () => {
    const sent = await show(seal(), {
      [`POST ${SEALS}/muster-ag/members`]: () =>
        Response.json(seal({ members: [ANNA], amountMembers: 1 })),
    });
    expect(screen.getByText('Nobody may seal with it yet.')).toBeTruthy();
    const field = screen.getByLabelText('Add a member of your business');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'anna' } });
    // The search asks the server once typing pauses.
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'GET' && r.query.get('search') === 'anna')).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Anna Muster (anna@muster.ch)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(snackbars.current()?.message).toBe('Anna Muster may now seal with it.'),
    );
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ members: ['u-anna'] });
  });

  it('removes a member, and says why when the server refuses', async () => {
    const sent = await show(seal({ members: [ANNA], amountMembers: 1 }), {
      [`DELETE ${SEALS}/muster-ag/members`]: () => apiError(409, 'BUSINESS_DELETION_PENDING'),
    });
    const list = screen.getByRole('list', { name: 'Members who may seal' });
    expect(within(list).getByText('anna@muster.ch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Anna Muster' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This business account is scheduled for deletion. Revoke the deletion to make changes.',
    );
    expect(sent.find((r) => r.method === 'DELETE')?.body).toEqual({ members: ['u-anna'] });
  });

  it('does not offer people who may seal already', async () => {
    await show(seal({ members: [ANNA], amountMembers: 1 }), {});
    fireEvent.change(screen.getByLabelText('Add a member of your business'), {
      target: { value: 'a' },
    });
    expect(await screen.findByText('No other members found')).toBeTruthy();
  });
});
