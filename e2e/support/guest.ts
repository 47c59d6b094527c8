import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkFromMailbox, uniqueEmail } from './accounts.ts';
import { simplePdf } from './requests.ts';

/** A phone's width first (issue 16: most guests open the link on one). */
export const PHONE = { width: 375, height: 812 };

export interface Guest {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  language: 'en-gb' | 'de-ch' | 'fr-ch';
}

export function newGuest(language: Guest['language'] = 'en-gb'): Guest {
  return {
    email: uniqueEmail('guest'),
    firstName: 'Gina',
    lastName: 'Gast',
    // A number of its own per guest, so the outbox's newest SMS to it is this journey's.
    mobile: `+4176${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`,
    language,
  };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** What the guest gets to sign, and where their fields are (0-based pages, points). */
export interface GuestDocument {
  pdf: Buffer;
  positions: { page: string; x: number; y: number; width: number; height: number }[];
}

/**
 * The owner's request to a guest without an account (signer_identity_data, Skribble v3), the
 * guest's field placed at the foot of page 1 (or `document`'s), sent: the server mails the
 * guest a link.
 */
export async function sendToGuest(
  request: APIRequestContext,
  ownerToken: string,
  title: string,
  guest: Guest,
  document?: GuestDocument,
): Promise<{ id: string; sid: string; documentId: string }> {
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(ownerToken),
    data: {
      title,
      message: 'Please sign the agreement.',
      documents: [
        { content: (document?.pdf ?? simplePdf(2)).toString('base64'), title: `${title}.pdf` },
      ],
      signatures: [
        {
          signer_identity_data: {
            email_address: guest.email,
            first_name: guest.firstName,
            last_name: guest.lastName,
            // A guest without a number from the sender adds one while signing.
            ...(guest.mobile ? { mobile_number: guest.mobile } : {}),
            language: guest.language,
          },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as {
    id: string;
    documents: { id: string }[];
    signatures: { sid: string }[];
  };
  const documentId = draft.documents[0]!.id;
  const sid = draft.signatures[0]!.sid;
  const placed = await request.put(`/v3/signature-requests/${draft.id}/signatures/${sid}`, {
    headers: bearer(ownerToken),
    data: {
      document_signatures: [
        {
          document_id: documentId,
          visual_signature: {
            positions: document?.positions ?? [
              { page: '0', x: 300, y: 680, width: 220, height: 100 },
            ],
          },
        },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const sent = await request.post(`/v3/signature-requests/${draft.id}/initiate`, {
    headers: bearer(ownerToken),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return { id: draft.id, sid, documentId };
}

/**
 * The newest signing link the server mailed the guest for `requestId`, from the dev outbox; one
 * whose token is none of `besides` (the links the journey already has: a new one is awaited).
 */
export function guestLinkFromMailbox(
  request: APIRequestContext,
  email: string,
  requestId: string,
  besides: URL[] = [],
): Promise<URL> {
  const known = new Set(besides.map((link) => link.searchParams.get('token')));
  return linkFromMailbox(
    request,
    email,
    (link) =>
      link.pathname.startsWith(`/${requestId}/`) &&
      link.searchParams.has('token') &&
      !known.has(link.searchParams.get('token')),
  );
}

/** The page an integration sends its guests back to, served by the test on loopback. */
export async function exitSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Shop</title><h1>Back at the shop</h1><p>${req.url ?? ''}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/done`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The link as an integration hands it on, with its exit settings (§3, §5). */
export function withExit(link: URL, settings: Record<string, string>): string {
  const url = new URL(link);
  for (const [name, value] of Object.entries(settings)) url.searchParams.set(name, value);
  // The link's host is the server's public URL; the browser opens it on the test's server.
  return url.pathname + url.search;
}

/** The screen does not scroll sideways at its width. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
}
