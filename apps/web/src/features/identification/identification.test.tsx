import type { DeskEvidence, DeskIdentification, IdentInfo, User } from '@signet/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, renderScreen, stubApi } from '../../../test/api-stub.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { DeskView } from './desk-view.tsx';
import { SignatureStandardsView } from './signature-standards-view.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  act(() => dialogs.close());
  vi.unstubAllGlobals();
});

const CASE: DeskIdentification = {
  id: 'idn_1',
  person: { id: 'u1', email: 'maria@example.com', name: 'Maria Muster' },
  legislation: 'eidas',
  method: 'video',
  status: 'inprogress',
  submittedAt: '2026-11-26T10:00:00.000Z',
};
const EVIDENCE: DeskEvidence = {
  identification: CASE,
  identity: {
    firstNames: 'Maria Luisa',
    lastName: 'Identa',
    dateOfBirth: '1985-04-12',
    nationality: 'CH',
    documentType: 'passport',
    documentNumber: 'X1234567',
    documentExpiry: '2035-01-31',
  },
  photos: [],
  evidenceDeletedAt: null,
};

// The first render loads Material UI's modules; on a busy machine that alone can take seconds.
describe('registration desk', { timeout: 20_000 }, () => {
  it('lists open identifications, shows the evidence, rejects with a reason', async () => {
    const sent = stubApi({
      'GET /v1/identification-desk': () => Response.json([CASE]),
      'GET /v1/identification-desk/idn_1': () => Response.json(EVIDENCE),
      'POST /v1/identification-desk/idn_1/reject': () =>
        Response.json({ ...CASE, status: 'failure' }),
    });
    renderScreen(<DeskView />);
    fireEvent.click(await screen.findByText(/Maria Muster/));
    expect(await screen.findByText('Maria Luisa')).toBeTruthy();
    expect(screen.getByText('Passport')).toBeTruthy();
    const reject = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason for rejection'), {
      target: { value: 'Blurred' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent.find((r) => r.path.endsWith('/reject'))?.body).toEqual({ reason: 'Blurred' }),
    );
  });

  it('tells a non-officer that the desk is for officers', async () => {
    stubApi({ 'GET /v1/identification-desk': () => apiError(403, 'FORBIDDEN') });
    renderScreen(<DeskView />);
    expect(
      await screen.findByText('Only identification officers may use the registration desk.'),
    ).toBeTruthy();
  });
});

describe('signature standards', { timeout: 20_000 }, () => {
  const user = {
    email: 'maria@example.com',
    emailVerified: true,
    signatureQualities: {
      ses: { any: { quality: 'SES' } },
      aesMinimal: { zertes: { quality: 'AES' } },
    },
  } as unknown as User;
  const info = (overrides: Partial<IdentInfo>): IdentInfo => ({
    id: 'idn_2',
    legislation: 'eidas',
    method: 'video',
    provider: 'desk',
    status: 'failure',
    appointmentStatus: 'failure',
    ongoing: true,
    identUrl: 'http://localhost/profile/signature-standards/eidas?identification=idn_2',
    signatureRequestId: null,
    submittedAt: null,
    decidedAt: null,
    rejectionReason: 'Blurred photo',
    hasDocumentPhoto: true,
    hasFacePhoto: true,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  });

  it('shows levels, coverage, methods and the status, and offers the eID data dialog', async () => {
    stubApi({
      'GET /v1/user/identification/payment/eidas': () =>
        Response.json({
          legislation: 'eidas',
          covered: true,
          coveredBy: 'operator',
          price: null,
          methods: ['video', 'self', 'id-austria'],
        }),
      'GET /v1/user/identification/intrum/video': () => Response.json(info({})),
      'GET /v1/user/identification/payment/zertes': () =>
        Response.json({
          legislation: 'zertes',
          covered: false,
          coveredBy: null,
          price: { amount: '29.00', currency: 'CHF' },
          methods: ['loc', 'external-sc'],
        }),
    });
    renderScreen(<SignatureStandardsView user={user} onChanged={async () => undefined} />);
    expect(await screen.findByText('Identification costs 29.00 CHF.')).toBeTruthy();
    expect(
      await screen.findByText(/rejected; you can supply your data again\. — Blurred photo/),
    ).toBeTruthy();
    expect(
      screen.getByText('Methods: video identification, self identification, ID Austria'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supply eID data' }));
    expect(await screen.findByLabelText('Photo of the document')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
