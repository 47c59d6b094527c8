export { collectBlobs } from './blob-collector.ts';
export { BLOB_SWEEP_JOB, scheduleBlobSweep, sweepBlobs } from './blob-sweep.job.ts';
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
export { WorkGate } from './work-gate.ts';
