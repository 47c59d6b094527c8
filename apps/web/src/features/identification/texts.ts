// The catalog keys of values the server sends (written out, so every key stays findable).

export const LEGISLATION_TEXT = {
  eidas: 'legislations.eidas',
  zertes: 'legislations.zertes',
} as const;

export const COVERAGE_TEXT = {
  operator: 'coverage.operator',
  business_members: 'coverage.business_members',
  business_invitations: 'coverage.business_invitations',
} as const;

export const METHOD_TEXT = {
  video: 'methodNames.video',
  self: 'methodNames.self',
  auto: 'methodNames.auto',
  loc: 'methodNames.loc',
  'id-austria': 'methodNames.idAustria',
  'external-sc': 'methodNames.externalSc',
} as const;

export const STATUS_TEXT = {
  initialized: 'status.initialized',
  inprogress: 'status.inprogress',
  activatingQES: 'status.activatingQES',
  failure: 'status.failure',
} as const;

export const FIELD_TEXT = {
  firstNames: 'fields.firstNames',
  lastName: 'fields.lastName',
  dateOfBirth: 'fields.dateOfBirth',
  nationality: 'fields.nationality',
  documentType: 'fields.documentType',
  documentNumber: 'fields.documentNumber',
  documentExpiry: 'fields.documentExpiry',
} as const;

export const DOCUMENT_TYPE_TEXT = {
  passport: 'documentTypes.passport',
  id_card: 'documentTypes.id_card',
  residence_permit: 'documentTypes.residence_permit',
} as const;

export const PHOTO_TEXT = { document: 'photos.document', face: 'photos.face' } as const;

export const ERROR_TEXT: Record<string, string> = {
  IDENTIFICATION_METHOD_NOT_OFFERED: 'errors.IDENTIFICATION_METHOD_NOT_OFFERED',
  IDENTIFICATION_NOT_COVERED: 'errors.IDENTIFICATION_NOT_COVERED',
  ALREADY_IDENTIFIED: 'errors.ALREADY_IDENTIFIED',
  IDENTIFICATION_STATE: 'errors.IDENTIFICATION_STATE',
  IDENTIFICATION_INCOMPLETE: 'errors.IDENTIFICATION_INCOMPLETE',
  IDENTIFICATION_PHOTO_TYPE: 'errors.IDENTIFICATION_PHOTO_TYPE',
  IDENTIFICATION_PHOTO_TOO_LARGE: 'errors.IDENTIFICATION_PHOTO_TOO_LARGE',
  EVIDENCE_DELETED: 'errors.EVIDENCE_DELETED',
  OIDC_EID_NOT_CONFIGURED: 'errors.OIDC_EID_NOT_CONFIGURED',
  OIDC_STATE_MISMATCH: 'errors.OIDC_STATE_MISMATCH',
  OIDC_DENIED: 'errors.OIDC_DENIED',
  OIDC_NONCE_MISMATCH: 'errors.OIDC_NONCE_MISMATCH',
  OIDC_CODE_REFUSED: 'errors.OIDC_CODE_REFUSED',
  OIDC_TOKEN_INVALID: 'errors.OIDC_TOKEN_INVALID',
  OIDC_EID_UNAVAILABLE: 'errors.OIDC_EID_UNAVAILABLE',
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  FORBIDDEN: 'errors.FORBIDDEN',
};
