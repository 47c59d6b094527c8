import { businessExamples } from './public-api-business.examples.ts';
import type { EndpointExample } from './public-api-example.ts';
import { requestExamples } from './public-api-requests.examples.ts';

/** Every example of the public API's OpenAPI document (ADR 0912). */
export const publicApiExamples: readonly EndpointExample[] = [
  ...requestExamples,
  ...businessExamples,
];
