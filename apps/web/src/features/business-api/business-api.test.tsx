import type { ApiAccount, ApiAccountWithKey } from '@signet/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, renderScreen, stubApi } from '../../../test/api-stub.tsx';
import { axeViolations } from '../../../test/axe.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { ApiAccountForm } from './api-account-form.tsx';
import { ApiAccountsList } from './api-accounts-list.tsx';

const BUSINESS = '7b0f3c3e-6a51-4f5e-9a51-0c6f0e1c2a11';
const APIS = `/v1/businesses/${BUSINESS}/apis`;

const ERP: ApiAccount = {
  username: 'api_demo_0123456789abcdef',
  name: 'ERP',
  kind: 'demo',
  sealAccountName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  keyResetAt: '2026-11-20T10:00:00.000Z',
};
const withKey = (apiKey: string): ApiAccountWithKey => ({ ...ERP, apiKey });

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  act(() => dialogs.close());
  while (snackbars.current()) snackbars.dismiss(snackbars.current()!.id);
  vi.unstubAllGlobals();
});

describe('API account form', () => {
  it('names an empty name and sends nothing', async () => {
    const sent = stubApi({});
    renderScreen(<ApiAccountForm businessId={BUSINESS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create API account' }));
    expect(await screen.findByText('Enter a name of 1 to 64 characters.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('creates a demo account and shows its key once, in a dialog', async () => {
    const sent = stubApi({
      [`POST ${APIS}`]: () => Response.json(withKey('k'.repeat(43)), { status: 201 }),
    });
    renderScreen(<ApiAccountForm businessId={BUSINESS} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: ' ERP ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create API account' }));
    const dialog = await screen.findByRole('dialog', { name: 'API key of ERP' });
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ name: 'ERP', kind: 'demo' });
    expect((within(dialog).getByTestId('api-key') as HTMLInputElement).value).toBe('k'.repeat(43));
    expect(within(dialog).getByText(/It is shown only this once/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue('k'.repeat(43))).toBeNull();
  });

  it('says why the business may not have another', async () => {
    stubApi({ [`POST ${APIS}`]: () => apiError(409, 'API_ACCOUNT_LIMIT') });
    renderScreen(<ApiAccountForm businessId={BUSINESS} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'ERP' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create API account' }));
    expect(
      await screen.findByText(
        'Your business has the most API accounts it may keep. Delete one first.',
      ),
    ).toBeTruthy();
  });
});

describe('API accounts list', () => {
  it('resets a key after confirmation and shows the new one', async () => {
    const sent = stubApi({
      [`GET ${APIS}`]: () => Response.json([ERP]),
      [`PUT ${APIS}/${ERP.username}/reset`]: () => Response.json(withKey('n'.repeat(43))),
    });
    renderScreen(<ApiAccountsList businessId={BUSINESS} />);
    const row = (await screen.findByText(ERP.username)).closest('tr')!;
    expect(within(row).getByText('Demo')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Reset the key of ERP' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset the key?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset key' }));
    const shown = await screen.findByRole('dialog', { name: 'API key of ERP' });
    expect((within(shown).getByTestId('api-key') as HTMLInputElement).value).toBe('n'.repeat(43));
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `${APIS}/${ERP.username}/reset`,
    ]);
  });

  it('deletes an account after confirmation', async () => {
    const sent = stubApi({
      [`GET ${APIS}`]: () => Response.json([ERP]),
      [`DELETE ${APIS}/${ERP.username}`]: () => new Response(null, { status: 204 }),
    });
    renderScreen(<ApiAccountsList businessId={BUSINESS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ERP' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the API account?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(snackbars.current()?.message).toBe('ERP has been deleted.'));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
