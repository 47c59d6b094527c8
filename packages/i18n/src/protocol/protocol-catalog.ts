/**
 * Texts of the signature protocol (the PDF report of a signature request). `{page}`, `{pages}`,
 * `{title}` and `{count}` are filled by the server; everything else is a plain label.
 */
export const PROTOCOL_ACTIONS = [
  'created',
  'updated',
  'initiated',
  'document_added',
  'document_removed',
  'documents_deleted',
  'attachment_added',
  'attachment_removed',
  'signer_added',
  'signer_removed',
  'signature_placed',
  'observer_added',
  'observer_removed',
  'reminded',
  'delegated',
  'declined',
  'withdrawn',
  'claimed',
  'owner_deleted',
  'signed',
  'completed',
  'viewed',
  'tan_sent',
  'tan_failed',
  'identification_failed',
  'expired',
] as const;
export type ProtocolAction = (typeof PROTOCOL_ACTIONS)[number];

export interface ProtocolCatalog {
  documentTitle: string;
  subtitle: string;
  pageLabel: string;
  footer: string;
  sections: {
    request: string;
    documents: string;
    signers: string;
    otherSignatures: string;
    events: string;
    integrity: string;
  };
  request: {
    title: string;
    id: string;
    status: string;
    owner: string;
    createdAt: string;
    endedAt: string;
    generatedAt: string;
  };
  statuses: Record<'DRAFT' | 'OPEN' | 'SIGNED' | 'DECLINED' | 'WITHDRAWN', string>;
  document: {
    pages: string;
    originalHash: string;
    finalHash: string;
    signaturesInFile: string;
    deleted: string;
  };
  signer: {
    /** Which document a signature is in. */
    document: string;
    name: string;
    email: string;
    status: string;
    level: string;
    legislation: string;
    signedAt: string;
    timestamp: string;
    certificateSubject: string;
    certificateIssuer: string;
    certificateSerial: string;
    certificateValidity: string;
    identification: string;
    /** The signer group the person signed for (ADR 0720). */
    signerGroup: string;
    integrity: string;
    notSigned: string;
  };
  signerStatuses: Record<'OPEN' | 'SIGNED' | 'DECLINED', string>;
  levels: Record<'ses' | 'aes' | 'qes' | 'demo' | 'seal', string>;
  legislations: Record<'eidas' | 'zertes' | 'none', string>;
  identification: {
    emailVerified: string;
    emailNotVerified: string;
    demo: string;
    sealMembership: string;
    fromAccount: string;
    /** AES for business: the business's representative vouched for the signer; `{business}`. */
    vouchedByBusiness: string;
  };
  integrity: { valid: string; invalid: string };
  validity: string;
  events: { seq: string; time: string; action: string; actor: string; ip: string };
  /** Names of the events of a request; an action not listed is shown as recorded. */
  actions: Record<ProtocolAction, string>;
  chain: {
    head: string;
    count: string;
    valid: string;
    broken: string;
    explanation: string;
  };
  seal: { reason: string; location: string };
}
