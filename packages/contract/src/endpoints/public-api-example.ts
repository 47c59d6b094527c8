import type { BodyOf, Endpoint, ResponseOf } from '../endpoint.ts';
import type { ErrorBody } from '../errors.ts';
import type { ApiSignatureRequest } from './public-api.schemas.ts';

// What the public API's examples are made of (issue 18, ADR 0912): each example names the
// contract endpoint it illustrates, so the server puts it on that operation of the OpenAPI
// document and a test parses it with that operation's schemas.

/** One example of a public-API call: what is sent, and what comes back. */
export interface EndpointExample {
  endpoint: Endpoint;
  /** Key of the example in the operation's `examples` (unique per operation). */
  name: string;
  summary: string;
  /** The request body, as a client sends it. */
  body?: unknown;
  /** The success answer: JSON, or the text of a text/plain answer. */
  response?: unknown;
  /** An error answer instead: its status and `{statusCode, code, message, fields}`. */
  error?: ErrorBody;
}

interface ExampleParts<E extends Endpoint> {
  body?: BodyOf<E>;
  response?: ResponseOf<E>;
  error?: ErrorBody;
}

/** An example typed by its endpoint, so that the compiler checks it as well as the test. */
export function example<E extends Endpoint>(
  endpoint: E,
  name: string,
  summary: string,
  parts: ExampleParts<E>,
): EndpointExample {
  return { endpoint, name, summary, ...parts };
}

// One story runs through the examples: Muster AG's HR system sends an employment contract to
// Jane Muster, then to the head of HR.

export const SAMPLE = {
  host: 'https://sign.example.com',
  username: 'api_production_3f9a1c7e5b2d4086',
  businessId: '0d6e2f4a-7b1c-4e8d-9a3f-5c7b9d1e3f20',
  requestId: '6f1d3c2a-8b4e-4f7a-9c21-3e5d7a9b0c14',
  documentId: 'b2c4e6f8-1a3b-4c5d-8e7f-9a0b1c2d3e4f',
  firstSid: 'c8a1f2e3-4b5c-4d6e-9f70-8192a3b4c5d6',
  secondSid: 'd9b2a3f4-5c6d-4e7f-a081-92a3b4c5d6e7',
  attachmentId: 'e1c3a5b7-9d2f-4a6c-8e0b-1d3f5a7c9e2b',
  observerId: 'f2d4b6c8-0e1a-4b3c-9d5e-7f9a1b3c5d7e',
  groupObserverId: 'a3e5c7d9-1f2b-4c4d-8e6f-0a2b4c6d8e1f',
  /** Muster AG's signer group of its HR board (ADR 0915). */
  groupId: 'gr_5e0c2a7b9d14f6e38a1c0b2d4f6e8a9c',
  sendToId: '4a6c8e0b-2d4f-4a1c-b3e5-7a9c1e3b5d7f',
  jane: 'jane.muster@example.com',
  hr: 'hr@muster-ag.example',
  legal: 'legal@muster-ag.example',
  /** The first bytes of a PDF in base64; a real call sends the whole file. */
  pdf: 'JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoK',
  createdAt: '2026-11-27T09:14:03.512Z',
  updatedAt: '2026-11-27T09:14:04.108Z',
} as const;

/** The contract's request, as v2 answers it once it was sent. */
export const SAMPLE_V2_REQUEST = {
  id: SAMPLE.requestId,
  title: 'Employment contract Jane Muster',
  message: 'Please sign your contract by Friday.',
  document_id: SAMPLE.documentId,
  legislation: 'ZERTES',
  quality: 'AES',
  signing_url: `${SAMPLE.host}/view/${SAMPLE.requestId}`,
  status_overall: 'OPEN',
  business: SAMPLE.businessId,
  signatures: [
    {
      sid: SAMPLE.firstSid,
      status_code: 'OPEN',
      account_email: SAMPLE.jane,
      signer_identity_data: { email_address: SAMPLE.jane, first_name: 'Jane', last_name: 'Muster' },
      sequence: 1,
      notify: true,
      visual_signature: { positions: [{ page: '1', x: 60, y: 620, width: 300, height: 140 }] },
    },
    {
      sid: SAMPLE.secondSid,
      status_code: 'OPEN',
      account_email: SAMPLE.hr,
      sequence: 2,
      notify: true,
    },
  ],
  cc_email_addresses: [SAMPLE.legal],
  attachments: [],
  owner: SAMPLE.username,
  read_access: [SAMPLE.username, SAMPLE.jane, SAMPLE.hr, SAMPLE.legal],
  write_access: [SAMPLE.username],
  created_at: SAMPLE.createdAt,
  updated_at: SAMPLE.updatedAt,
} as const satisfies ApiSignatureRequest;
