import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { VISUAL_SIGNATURE_TEXT_MAX_LENGTH } from '../rules/text-limits.ts';

/** §3 Visual signature: the default stamp size in points (§9). */
export const VISUAL_SIGNATURE_SIZE = { width: 300, height: 140 } as const;

/** How many visual signatures one account may keep. */
export const MAX_VISUAL_SIGNATURES = 20;

/** Handwritten images: what the server accepts and how large it keeps them. */
export const SIGNATURE_IMAGE = {
  contentTypes: ['image/png', 'image/jpeg'],
  /** Larger uploads are refused before they are decoded (decompression bombs). */
  maxInputPixels: 6000 * 6000,
  maxInputSide: 8000,
  /** Stored at most four times the stamp's size in points: sharp when printed. */
  maxStoredWidth: 1200,
  maxStoredHeight: 560,
} as const;

const Line = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** §3 Visual signature as the web app and the API read it. */
export const UserVisualSignature = z.object({
  id: z.uuid(),
  alias: z.string(),
  name: z.string(),
  /** §3: the company line, sent as optionalLine. */
  optionalLine: z.string(),
  location: z.string(),
  hasCustomImage: z.boolean(),
  displayDate: z.boolean(),
  displayClaim: z.boolean(),
  displayStandards: z.boolean(),
  displayQr: z.boolean(),
  default: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserVisualSignature = z.infer<typeof UserVisualSignature>;

/** What a user sets. Toggles a permission locks (§3 permissions.visualSignatures) are overridden. */
export const VisualSignatureBody = z.strictObject({
  alias: Line(VISUAL_SIGNATURE_TEXT_MAX_LENGTH.alias).check(z.minLength(1)),
  name: Line(VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line).check(z.minLength(1)),
  optionalLine: z._default(Line(VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line), ''),
  location: z._default(Line(VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line), ''),
  displayDate: z._default(z.boolean(), true),
  displayClaim: z._default(z.boolean(), true),
  displayStandards: z._default(z.boolean(), true),
  displayQr: z._default(z.boolean(), false),
  default: z._default(z.boolean(), false),
});
export type VisualSignatureBody = z.input<typeof VisualSignatureBody>;
/** A body after validation: every default filled in. */
export type VisualSignatureValues = z.output<typeof VisualSignatureBody>;

/**
 * A draft shown before it is saved: the stored image of `id` is used when it has one, unless
 * `drawing` brings the handwriting just drawn (a PNG in base64; issue 20: the preview shows it).
 */
export const VisualSignaturePreviewBody = z.extend(
  z.omit(VisualSignatureBody, { alias: true, default: true }),
  {
    id: z.optional(z.uuid()),
    drawing: z.optional(
      z.string().check(z.maxLength(1_000_000), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
    ),
  },
);
export type VisualSignaturePreviewBody = z.input<typeof VisualSignaturePreviewBody>;
export type VisualSignaturePreviewValues = z.output<typeof VisualSignaturePreviewBody>;

export const VisualSignatureIdParams = z.strictObject({ id: z.uuid() });
export const PreviewQuery = z.strictObject({ id: z.optional(z.uuid()) });

const TAGS = ['Visual signatures'];

export const listVisualSignatures = defineEndpoint({
  method: 'GET',
  path: '/v1/user/visual-signatures',
  auth: 'user',
  summary: "The caller's visual signatures, the default first",
  tags: TAGS,
  response: z.array(UserVisualSignature),
});

export const createVisualSignature = defineEndpoint({
  method: 'POST',
  path: '/v1/user/visual-signatures',
  auth: 'user',
  summary: 'Create a visual signature; the first one becomes the default',
  tags: TAGS,
  body: VisualSignatureBody,
  response: UserVisualSignature,
  successStatus: 201,
});

export const getVisualSignature = defineEndpoint({
  method: 'GET',
  path: '/v1/user/visual-signatures/{id}',
  auth: 'user',
  summary: 'One visual signature of the caller',
  tags: TAGS,
  params: VisualSignatureIdParams,
  response: UserVisualSignature,
});

export const updateVisualSignature = defineEndpoint({
  method: 'PUT',
  path: '/v1/user/visual-signatures/{id}',
  auth: 'user',
  summary: 'Change a visual signature (default: true makes it the one default)',
  tags: TAGS,
  params: VisualSignatureIdParams,
  body: VisualSignatureBody,
  response: UserVisualSignature,
});

export const deleteVisualSignature = defineEndpoint({
  method: 'DELETE',
  path: '/v1/user/visual-signatures/{id}',
  auth: 'user',
  summary: 'Delete a visual signature and its image; another one becomes the default',
  tags: TAGS,
  params: VisualSignatureIdParams,
  response: z.null(),
  successStatus: 204,
});

export const getDefaultVisualSignature = defineEndpoint({
  method: 'GET',
  path: '/v1/user/visual-signature',
  auth: 'user',
  summary: "The caller's default visual signature, or null when there is none",
  tags: TAGS,
  response: z.nullable(UserVisualSignature),
});

export const previewVisualSignature = defineEndpoint({
  method: 'GET',
  path: '/v1/user/preview-visual-signature',
  auth: 'user',
  summary: 'PNG of the stamp as it will look (a stored signature, or the default without id)',
  tags: TAGS,
  query: PreviewQuery,
  response: z.unknown(),
  rawResponse: { contentType: 'image/png' },
});

export const previewVisualSignatureDraft = defineEndpoint({
  method: 'POST',
  path: '/v1/user/preview-visual-signature',
  auth: 'user',
  summary: 'PNG of the stamp for values not saved yet (live preview while editing)',
  tags: TAGS,
  body: VisualSignaturePreviewBody,
  response: z.unknown(),
  rawResponse: { contentType: 'image/png' },
});

export const uploadSignatureImage = defineEndpoint({
  method: 'POST',
  path: '/v1/images/signature/{id}',
  auth: 'user',
  summary:
    'Set the handwritten image (body: PNG or JPEG bytes); re-encoded on the server, never served back',
  tags: TAGS,
  params: VisualSignatureIdParams,
  response: UserVisualSignature,
  rawBody: true,
});

export const deleteSignatureImage = defineEndpoint({
  method: 'DELETE',
  path: '/v1/images/signature/{id}',
  auth: 'user',
  summary: 'Remove the handwritten image of a visual signature',
  tags: TAGS,
  params: VisualSignatureIdParams,
  response: UserVisualSignature,
});

/** §7 "Visual signatures". */
export const visualSignatureEndpoints = {
  listVisualSignatures,
  createVisualSignature,
  getVisualSignature,
  updateVisualSignature,
  deleteVisualSignature,
  getDefaultVisualSignature,
  previewVisualSignature,
  previewVisualSignatureDraft,
  uploadSignatureImage,
  deleteSignatureImage,
} as const;
