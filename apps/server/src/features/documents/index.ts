export { collectBlobs } from './blob-collector.ts';
export {
  type AcceptedDocument,
  acceptDocument,
  checkUploadBytes,
  type UploadLimits,
} from './document-intake.ts';
export { registerDocumentRoutes } from './documents.routes.ts';
export { blobsOf, DocumentsService } from './documents.service.ts';
export { PagePrerender } from './page-prerender.ts';
export { PageRenderJobs } from './page-render.jobs.ts';
