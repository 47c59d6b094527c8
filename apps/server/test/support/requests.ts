import type { SignatureRequest } from '@signet/contract';
import type { SignetApp } from '../../src/app.ts';
import { json } from './http.ts';
import { minimalPdf } from './minimal-pdf.ts';

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A DRAFT request of `token`'s account with one small document and the given signers. */
export async function createRequest(
  app: SignetApp,
  token: string,
  options: { signers?: string[]; observers?: string[]; title?: string; pages?: number } = {},
): Promise<SignatureRequest> {
  const { status, body } = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
    token,
    body: {
      title: options.title ?? 'Contract',
      message: 'Please sign',
      documents: [{ content: base64(minimalPdf(options.pages ?? 1)), title: 'contract.pdf' }],
      signatures: (options.signers ?? []).map((account_email) => ({ account_email })),
      ...(options.observers ? { observers: options.observers } : {}),
    },
  });
  if (status !== 201) throw new Error(`create failed ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** Creates and initiates: an OPEN request. */
export async function openRequest(
  app: SignetApp,
  token: string,
  options: Parameters<typeof createRequest>[2] = {},
): Promise<SignatureRequest> {
  const draft = await createRequest(app, token, options);
  const { status, body } = await json<SignatureRequest>(
    app,
    'POST',
    `/v3/signature-requests/${draft.id}/initiate`,
    { token },
  );
  if (status !== 200) throw new Error(`initiate failed ${status}: ${JSON.stringify(body)}`);
  return body;
}
