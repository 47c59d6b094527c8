import { publicApiV2, publicApiV3 } from './public-api.endpoints.ts';
import { type EndpointExample, example, SAMPLE } from './public-api-example.ts';

// Examples of the documents, seal, send-to and account calls (ADR 0912).

const v2 = publicApiV2;
const v3 = publicApiV3;
const S = SAMPLE;

const document = {
  id: S.documentId,
  title: 'Employment contract Jane Muster',
  content_type: 'application/pdf',
  size: 184_233,
  page_count: 3,
  owner: S.username,
  read_access: [S.username],
  write_access: [S.username],
  created_at: S.createdAt,
  updated_at: S.updatedAt,
};

export const businessExamples: EndpointExample[] = [
  example(v2.getDocument, 'contract', 'The document of a request', { response: document }),
  example(v2.getDocumentContent, 'contract', 'Its current PDF (signed once signed), base64', {
    response: { content_type: 'application/pdf', content_size: 184_233, content: S.pdf },
  }),
  example(v3.addRequestDocument, 'upload', 'Upload a second PDF into a draft', {
    body: { content: S.pdf, title: 'Annex A - salary.pdf' },
  }),
  example(v3.addObserver, 'legal', 'Let the legal team follow the request', {
    body: { email: S.legal },
    response: {
      id: S.observerId,
      type: 'USER',
      invited_at: S.updatedAt,
      invited_by: S.username,
      user_info: { email: S.legal },
    },
  }),
  example(v3.addObserver, 'group', 'Let every member of a signer group of the business follow it', {
    body: { type: 'GROUP', group_id: S.groupId },
    response: {
      id: S.groupObserverId,
      type: 'GROUP',
      invited_at: S.updatedAt,
      invited_by: S.username,
      group_info: { id: S.groupId, name: 'HR board', version_id: '3' },
    },
  }),
  example(v3.addObserver, 'groupAndAddress', 'A group observer takes no address', {
    body: { type: 'GROUP', group_id: S.groupId, email: S.legal },
    error: {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body.group_id',
      fields: [
        { field: 'body.group_id', message: 'An observer of type GROUP takes no email or user_id' },
      ],
    },
  }),
  example(v2.seal, 'seal', 'Seal a certificate with the business’s seal', {
    body: {
      content: S.pdf,
      account_name: 'muster_ag_hr',
      title: 'Employment certificate',
      visual_signature: { position: { page: '0', x: 350, y: 700, width: 200, height: 90 } },
    },
    response: { document_id: S.documentId },
  }),
  example(v2.seal, 'noRight', 'The API account has no right to that seal', {
    body: { content: S.pdf, account_name: 'muster_ag_finance' },
    error: {
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'This API account has no right to seal with that seal',
      fields: [{ field: 'body.account_name', message: 'Not a seal this API account may use' }],
    },
  }),
  example(v2.createSendTo, 'offer', 'Hand an offer over for the candidate to claim and sign', {
    body: { title: 'Offer letter Jane Muster', content: S.pdf },
    response: {
      url: `${S.host}/sendto/${S.sendToId}`,
      id: S.sendToId,
      access_code: 'Qm7cV2xN9pK4',
    },
  }),
  example(v2.trackSendTo, 'claimed', 'Claimed by Jane, who is signing', {
    response: { status: 'SIGNING', creator: S.jane, signers: [S.jane] },
  }),
  example(v2.signatureQualities, 'production', 'A production key with an AES seal', {
    response: {
      qes: {
        zertes: { quality: 'QES', provider: 'signet', legislation: 'ZERTES' },
        eidas: { quality: 'QES', provider: 'signet', legislation: 'EIDAS' },
      },
      aes: { any: { quality: 'AES', provider: 'signet', legislation: 'ANY' } },
      ses: { any: { quality: 'SES', provider: 'signet', legislation: 'ANY' } },
      demo: { any: { quality: 'DEMO', provider: 'signet', legislation: 'ANY' } },
      seal: { aes: { muster_ag_hr: {} }, qes: {} },
    },
  }),
  example(v2.callbackSecret, 'secret', 'The key to check Signet-Signature with', {
    response: {
      secret: 'k3Jm9QzP1vX7cN5bT2wR8yH4eL6aD0fG3iU9oS7kE1M',
      header: 'Signet-Signature',
      algorithm: 'HMAC-SHA256',
    },
  }),
  example(v2.health, 'up', 'Up and ready', {
    response: { status: 'UP', groups: ['liveness', 'readiness'] },
  }),
];
