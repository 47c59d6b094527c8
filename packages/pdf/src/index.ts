export type { RevocationSource, SignatureSigner, TimestampAuthority } from './ports.ts';
export type { PageSize } from './preflight/page-tree.ts';
export { type PreflightOptions, type PreflightResult, preflight } from './preflight/preflight.ts';
export { PreflightError, type PreflightErrorCode } from './preflight/preflight-error.ts';
export {
  checkStreamBudget,
  DEFAULT_STREAM_LIMITS,
  type StreamLimits,
} from './preflight/stream-budget.ts';
export { RenderError, type RenderErrorCode } from './render/render-error.ts';
export { renderPage } from './render/render-page.ts';
export { createRenderer, type Renderer, type RendererOptions } from './render/render-pool.ts';
export type {
  DocumentInfo,
  ImageFormat,
  PageInfo,
  RenderedPage,
  RenderOptions,
  RenderPriority,
  RenderRequestOptions,
} from './render/render-types.ts';
export { renderReportPdf } from './report/report-pdf.ts';
export type {
  ReportBlock,
  ReportColumn,
  ReportField,
  ReportInput,
  ReportTone,
} from './report/report-types.ts';
export { createSigningQueue, type SigningQueue, withDocumentLock } from './serialize-signing.ts';
export { addDocumentTimestamp } from './sign/document-timestamp.ts';
export { extendToLT } from './sign/dss.ts';
export { SignError, type SignErrorCode } from './sign/errors.ts';
export { sign } from './sign/sign.ts';
export type { PadesLevel, SignOptions } from './sign/types.ts';
export { renderStampPreview, type StampPreviewInput } from './stamp/preview.ts';
export type { VisualSignatureAppearance } from './stamp/types.ts';
export { validate } from './validate/validate.ts';
export { ValidationError, type ValidationErrorCode } from './validate/validation-error.ts';
export type {
  CertificateSummary,
  PadesLevelReached,
  SignatureIntegrity,
  SignatureValidation,
  SignerIdentity,
  ValidateOptions,
  ValidationReport,
} from './validate/validation-report.ts';
