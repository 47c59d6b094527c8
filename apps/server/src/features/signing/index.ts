export { registerCompletionJob } from './completion.job.ts';
export { RequestSigning } from './request-signing.ts';
export { SignerCredentials } from './signer-credentials.ts';
export { registerSigningRoutes } from './signing.routes.ts';
export { SigningService } from './signing.service.ts';
export { SigningProceeds } from './signing-proceeds.ts';
export { SigningTracer } from './signing-tracer.ts';
export { maskMobile, TanService } from './tan.service.ts';
export { loadTanKey } from './tan-key.ts';
