import { randomInt } from 'node:crypto';
import type { SignatureRequest, SignerIdentityData } from '@signet/contract';
import type { SignetApp } from '../../src/app.ts';
import { json, waitForMail } from './http.ts';
import { minimalPdf } from './minimal-pdf.ts';
import { base64 } from './requests.ts';
import { uniqueEmail } from './test-app.ts';

export interface Guest {
  email: string;
  mobile: string;
  request: SignatureRequest;
  sid: string;
  /** The link as mailed, and its token. */
  link: URL;
  token: string;
}

export const randomMobile = () => `+4178${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/**
 * An OPEN request of `ownerToken` with one signer given by signer_identity_data only (no account),
 * and that signer's link from the invitation mail.
 */
export async function inviteGuest(
  app: SignetApp,
  ownerToken: string,
  identity: Partial<SignerIdentityData> = {},
  options: { extraSigners?: string[]; quality?: string } = {},
): Promise<Guest> {
  const email = identity.email_address ?? uniqueEmail('guest');
  const mobile = identity.mobile_number ?? randomMobile();
  const created = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
    token: ownerToken,
    body: {
      title: 'Guest contract',
      message: 'Please sign',
      ...(options.quality ? { quality: options.quality } : {}),
      documents: [{ content: base64(minimalPdf(1)), title: 'contract.pdf' }],
      signatures: [
        {
          signer_identity_data: {
            email_address: email,
            first_name: 'Gina',
            last_name: 'Gast',
            mobile_number: mobile,
            language: 'de-ch',
            ...identity,
          },
        },
        ...(options.extraSigners ?? []).map((account_email) => ({ account_email })),
      ],
    },
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const opened = await json<SignatureRequest>(
    app,
    'POST',
    `/v3/signature-requests/${created.body.id}/initiate`,
    { token: ownerToken },
  );
  if (opened.status !== 200) throw new Error(`initiate failed: ${JSON.stringify(opened.body)}`);
  const link = await linkFromMail(app, email, created.body.id);
  const sid = opened.body.signatures.find(
    (s) => s.signer_identity_data?.email_address === email,
  )!.sid;
  return { email, mobile, request: opened.body, sid, link, token: link.searchParams.get('token')! };
}

/** The newest mailed link to `/{requestId}/…` for `to`, skipping the tokens in `except`. */
export async function linkFromMail(
  app: SignetApp,
  to: string,
  requestId: string,
  except: string[] = [],
): Promise<URL> {
  const linkOf = (links: string[]) =>
    links
      .map((link) => new URL(link))
      .find(
        (url) =>
          url.pathname.startsWith(`/${requestId}/`) &&
          !except.includes(url.searchParams.get('token') ?? ''),
      );
  const mail = await waitForMail(app, to, (message) => linkOf(message.links) !== undefined);
  return linkOf(mail.links)!;
}

/** A direct call with the token in the query (§7), or in the X-Direct-Token header. */
export async function direct<T = Record<string, unknown>>(
  app: SignetApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  options: { body?: unknown; header?: boolean; query?: Record<string, string> } = {},
) {
  const query = new URLSearchParams(options.query);
  if (token && !options.header) query.set('token', token);
  const search = query.toString();
  const response = await app.inject({
    method,
    url: search ? `${url}?${search}` : url,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    headers: token && options.header ? { 'x-direct-token': token } : {},
  });
  const isJson = response.headers['content-type']?.toString().includes('json');
  return {
    status: response.statusCode,
    body: (isJson && response.body ? JSON.parse(response.body) : undefined) as T & {
      code?: string;
      message?: string;
    },
    raw: response.rawPayload,
    headers: response.headers,
  };
}

/** The newest SMS text to `mobile` in the dev outbox. */
export async function latestSms(app: SignetApp, mobile: string): Promise<string> {
  const { body } = await json<{ messages: { channel: string; text: string }[] }>(
    app,
    'GET',
    `/dev/mailbox.json?to=${encodeURIComponent(mobile)}`,
  );
  const sms = body.messages.find((message) => message.channel === 'sms');
  if (!sms) throw new Error(`No SMS was sent to ${mobile}`);
  return sms.text;
}

export const sixDigits = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
