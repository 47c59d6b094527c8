import { type ApiSignatureRequestV3, publicApiV2, publicApiV3 } from './public-api.endpoints.ts';
import { type EndpointExample, example, SAMPLE, SAMPLE_V2_REQUEST } from './public-api-example.ts';

// Examples of logging in and of the calls on signature requests (ADR 0912). Written for Signet;
// every one is parsed with its operation's schemas by the server's OpenAPI test.

const v2 = publicApiV2;
const v3 = publicApiV3;
const S = SAMPLE;
const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhcGlfcHJvZHVjdGlvbl8zZjlhMWM3ZTViMmQ0MDg2IiwiYmlkIjoiMGQ2ZTJmNGEtN2IxYy00ZThkLTlhM2YtNWM3YjlkMWUzZjIwIiwidmVyIjoxLCJpYXQiOjE3OTYyMDY4NDMsImV4cCI6MTc5NjIwODA0M30.q3VhZ4m1Jc9yTn0pW2eXbLk7sR5dA8fH6gQ1oM3uY2I';

/** The v3 answer for the same contract: the web's own shape, as a draft. */
const v3Draft: ApiSignatureRequestV3 = {
  id: S.requestId,
  title: 'Employment contract Jane Muster',
  message: 'Please sign your contract by Friday.',
  documents: [
    {
      id: S.documentId,
      name: 'Employment contract.pdf',
      version_id: '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f1a3c5e7b9d2f',
      page_count: 3,
      size: 184_233,
    },
  ],
  legislation: 'ZERTES',
  quality: 'AES',
  part11: false,
  signing_url: `${S.host}/view/${S.requestId}`,
  status_overall: 'DRAFT',
  signatures: [
    {
      sid: S.firstSid,
      account_email: S.jane,
      // Placed later, once the document has its id: PUT with `document_signatures`.
      document_signatures: [],
      sequence: 1,
      status_code: 'OPEN',
      notify: true,
      invited_by: S.username,
      last_reminded_at: null,
      signer_group: null,
    },
  ],
  observers: [],
  attachments: [],
  origin: 'API',
  owner: S.username,
  read_access: [S.username, S.jane],
  write_access: [S.username],
  created_at: S.createdAt,
  updated_at: S.updatedAt,
  documents_deleted: false,
  expiration_date: '2026-12-11',
  business_id: S.businessId,
};

const notFound = {
  statusCode: 404,
  code: 'NOT_FOUND',
  message: 'No such signature request',
};

export const requestExamples: EndpointExample[] = [
  example(v2.login, 'login', 'Log in with the API account’s username and key', {
    body: { username: S.username, 'api-key': 'yP4s9Qm2vN7xK1cT5wZ8rB3eH6jL0aD4fG2iU9oS7kE' },
    response: jwt,
  }),
  example(v2.login, 'wrongKey', 'A wrong username or key (the answer does not say which)', {
    body: { username: S.username, 'api-key': 'not-the-key' },
    error: {
      statusCode: 401,
      code: 'API_LOGIN_FAILED',
      message: 'Login failed: unknown username or wrong API key',
    },
  }),
  example(v2.createSignatureRequest, 'content', 'Send a PDF given as base64 to two signers', {
    body: {
      title: SAMPLE_V2_REQUEST.title,
      message: SAMPLE_V2_REQUEST.message,
      legislation: 'ZERTES',
      quality: 'AES',
      content: S.pdf,
      content_type: 'application/pdf',
      signatures: [
        {
          account_email: S.jane,
          signer_identity_data: { email_address: S.jane, first_name: 'Jane', last_name: 'Muster' },
          sequence: 1,
          visual_signature: { position: { page: '1', x: 60, y: 620, width: 300, height: 140 } },
        },
        { account_email: S.hr, sequence: 2 },
      ],
      cc_email_addresses: [S.legal],
      callback_success_url:
        'https://hr.muster-ag.example/signet/done/SKRIBBLE_SIGNATURE_REQUEST_ID',
      callback_error_url:
        'https://hr.muster-ag.example/signet/failed/SKRIBBLE_SIGNATURE_REQUEST_ID',
      custom: 'personnel-file=4711',
      attach_on_success: ['SIGNED_DOCUMENT'],
    },
    response: {
      ...SAMPLE_V2_REQUEST,
      callback_success_url:
        'https://hr.muster-ag.example/signet/done/SKRIBBLE_SIGNATURE_REQUEST_ID',
      callback_error_url:
        'https://hr.muster-ag.example/signet/failed/SKRIBBLE_SIGNATURE_REQUEST_ID',
      custom: 'personnel-file=4711',
      attach_on_success: ['SIGNED_DOCUMENT'],
    },
  }),
  example(v2.createSignatureRequest, 'fileUrl', 'Let Signet fetch the PDF from an https URL', {
    body: {
      title: 'Non-disclosure agreement',
      file_url: 'https://files.muster-ag.example/contracts/nda-2026-114.pdf',
      signatures: [{ account_email: S.jane }],
    },
  }),
  example(v2.createSignatureRequest, 'twoDocuments', 'A field is wrong: 400 names it', {
    body: { title: 'Contract', content: S.pdf, document_id: S.documentId },
    error: {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body.content',
      fields: [{ field: 'body.content', message: 'Give either content, document_id or file_url' }],
    },
  }),
  example(v2.getSignatureRequest, 'open', 'A request waiting for its signers', {
    response: SAMPLE_V2_REQUEST,
  }),
  example(v2.getSignatureRequest, 'notFound', 'Unknown, or another business’s request', {
    error: notFound,
  }),
  example(v2.listSignatureRequests, 'page', 'The first page of the account’s requests', {
    response: [SAMPLE_V2_REQUEST],
  }),
  example(v2.updateSignatureRequest, 'signers', 'Replace the signers before anyone signed', {
    body: {
      id: S.requestId,
      signatures: [
        { account_email: S.jane, sequence: 1 },
        { account_email: S.legal, sequence: 2 },
      ],
      cc_email_addresses: [],
    },
  }),
  example(v2.withdrawSignatureRequest, 'withdraw', 'Withdraw with a word to the signers', {
    body: { message: 'The position was filled internally; no need to sign.' },
    response: { ...SAMPLE_V2_REQUEST, status_overall: 'WITHDRAWN' },
  }),
  example(v2.remindSignatureRequest, 'tooSoon', 'Every open signer was reminded within the hour', {
    error: {
      statusCode: 429,
      code: 'REMIND_TOO_SOON',
      message:
        'Every open signer was reminded in the last hour; the next reminder is possible at 2026-11-27T10:14:03.000Z',
    },
  }),
  example(v2.getCallbacks, 'log', 'One callback delivered, one being tried again', {
    response: [
      {
        signature_request_id: S.requestId,
        type: 'UPDATE',
        state: 'COMPLETED',
        url: 'https://hr.muster-ag.example/signet/update',
        attempts: 1,
        messages: [],
        created_at: '2026-11-27T10:02:11.000Z',
        updated_at: '2026-11-27T10:02:11.410Z',
      },
      {
        signature_request_id: S.requestId,
        type: 'SUCCESS',
        state: 'OPEN',
        url: `https://hr.muster-ag.example/signet/done/${S.requestId}`,
        attempts: 2,
        messages: ['Failed 503', 'Failed: No complete answer within 10000 ms'],
        created_at: '2026-11-27T14:40:52.000Z',
        updated_at: '2026-11-27T14:50:53.022Z',
      },
    ],
  }),
  example(v2.addAttachment, 'terms', 'Attach the staff regulations for the signers to read', {
    body: { filename: 'Staff regulations.pdf', content_type: 'application/pdf', content: S.pdf },
    response: {
      ...SAMPLE_V2_REQUEST,
      attachments: [{ attachment_id: S.attachmentId, filename: 'Staff regulations.pdf' }],
    },
  }),
  example(v2.addSignature, 'guest', 'Add a signer without an account, by name and address', {
    body: {
      signer_identity_data: {
        email_address: 'max.beispiel@example.org',
        first_name: 'Max',
        last_name: 'Beispiel',
        language: 'de-ch',
      },
      sequence: 3,
    },
  }),
  example(v3.createSignatureRequest, 'draft', 'Create a draft with one document and a signer', {
    body: {
      title: v3Draft.title,
      message: v3Draft.message,
      legislation: 'ZERTES',
      quality: 'AES',
      documents: [{ content: S.pdf, title: 'Employment contract.pdf' }],
      signatures: [{ account_email: S.jane, sequence: 1 }],
      expiration_date: '2026-12-11',
      callbacks: { success_url: 'https://hr.muster-ag.example/signet/done' },
    },
    response: v3Draft,
  }),
  example(v3.initiateSignatureRequest, 'sent', 'The draft goes to its signers', {
    response: { ...v3Draft, status_overall: 'OPEN' },
  }),
  example(v3.getSignatureRequest, 'draft', 'A draft', { response: v3Draft }),
  example(v3.listSignatureRequests, 'page', 'The first page', { response: [v3Draft] }),
];
