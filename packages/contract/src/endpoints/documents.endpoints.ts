import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { Id } from './signature-requests.schemas.ts';

const Flag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);

/** DocumentResponse (Skribble v2), with every page's size in points. */
export const DocumentMetadata = z.object({
  id: z.string(),
  title: z.string(),
  content_type: z.literal('application/pdf'),
  size: z.number().check(z.int()),
  page_count: z.number().check(z.int()),
  page_width: z.number().check(z.int()),
  page_height: z.number().check(z.int()),
  pages: z.array(
    z.object({ width: z.number(), height: z.number(), rotation: z.number().check(z.int()) }),
  ),
  signature_request_id: z.string(),
  /** SHA-256 of the current version (changes with every signature). */
  version_id: z.string(),
  /** True when the upload was damaged and was repaired once on upload. */
  normalized: z.boolean(),
  owner: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentMetadata = z.infer<typeof DocumentMetadata>;

export const DocumentIdParams = z.strictObject({ id: Id });

export const getDocument = defineEndpoint({
  method: 'GET',
  path: '/v3/documents/{id}',
  auth: 'user',
  summary: 'Document metadata (owner, signers and observers of its request)',
  tags: ['Documents'],
  params: DocumentIdParams,
  response: DocumentMetadata,
});

export const deleteDocument = defineEndpoint({
  method: 'DELETE',
  path: '/v3/documents/{id}',
  auth: 'user',
  summary:
    'Delete a document (owner): removed from a DRAFT; its content erased once the request ended',
  tags: ['Documents'],
  params: DocumentIdParams,
  response: z.null(),
  successStatus: 204,
});

export const DownloadQuery = z.strictObject({ signed: z._default(Flag, true) });

export const downloadDocument = defineEndpoint({
  method: 'GET',
  path: '/v3/documents/{id}/download',
  auth: 'user',
  summary: 'The PDF: the current (signed) version, or the original upload with signed=false',
  tags: ['Documents'],
  params: DocumentIdParams,
  query: DownloadQuery,
  response: z.unknown(),
  rawResponse: { contentType: 'application/pdf' },
});

/** Percent of the page size in points (100 = 72 dpi), as Skribble's `scale`. */
export const PAGE_SCALE = { min: 10, max: 400, default: 100 } as const;

/**
 * The scales page images are rendered and stored at: any other asked-for scale is snapped up to
 * the next of these (the smallest image as sharp as the one asked for), so a document has at most
 * this many images per page (ADR 0138). The web viewer asks for these alone.
 */
export const PAGE_SCALES = [10, 25, 50, 100, 150, 200, 300, 400] as const;

/** The scale a page image is served at for an asked-for `scale` (PAGE_SCALES). */
export function snapPageScale(scale: number): number {
  return PAGE_SCALES.find((allowed) => allowed >= scale) ?? PAGE_SCALE.max;
}

/** `{n}` is the 0-based page index, as Skribble's PAGE_ID and visual signature positions. */
export const PageParams = z.strictObject({
  id: Id,
  n: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99_999)),
});
export const PageQuery = z.strictObject({
  scale: z._default(
    z.coerce.number().check(z.int(), z.minimum(PAGE_SCALE.min), z.maximum(PAGE_SCALE.max)),
    PAGE_SCALE.default,
  ),
});

export const getDocumentPage = defineEndpoint({
  method: 'GET',
  path: '/v3/documents/{id}/pages/{n}',
  auth: 'user',
  summary:
    'Image of page n (0-based) at scale percent; 503 PAGE_RENDERING with Retry-After while it is rendered',
  tags: ['Documents'],
  params: PageParams,
  query: PageQuery,
  response: z.unknown(),
  rawResponse: { contentType: 'image/webp' },
});

export const documentEndpoints = {
  getDocument,
  deleteDocument,
  downloadDocument,
  getDocumentPage,
} as const;
