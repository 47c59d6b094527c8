import { type APIRequestContext, expect } from '@playwright/test';

/** A small valid PDF of `pages` pages with correct xref offsets, built here so journeys need no fixture. */
export function simplePdf(pages = 1): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  for (const [index, id] of pageIds.entries()) {
    const text = `BT /F1 24 Tf 72 742 Td (Agreement, page ${index + 1}) Tj ET`;
    objects[id] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  }
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A session token for API set-up (POST /v1/login). */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/v1/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Creates a DRAFT signature request through the API (JSON body with base64 content). */
export async function createRequest(
  request: APIRequestContext,
  token: string,
  body: { title: string; signers?: string[] },
): Promise<{ id: string }> {
  const response = await request.post('/v3/signature-requests', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: body.title,
      documents: [{ content: simplePdf().toString('base64'), title: `${body.title}.pdf` }],
      signatures: (body.signers ?? []).map((account_email) => ({ account_email })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** The 6-digit TAN of the newest SMS to `mobile` in the dev outbox (one other than `previous`). */
export async function tanFromOutbox(
  request: APIRequestContext,
  mobile: string,
  previous?: string,
): Promise<string> {
  let tan: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(mobile)}`);
        const { messages } = (await response.json()) as {
          messages: { channel: string; text: string }[];
        };
        const sms = messages.find((m) => m.channel === 'sms');
        tan = sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
        return tan !== undefined && tan !== previous;
      },
      { message: `an SMS with a TAN to ${mobile}`, timeout: 15_000 },
    )
    .toBe(true);
  return tan!;
}
