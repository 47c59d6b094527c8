import { drawStamp, stampSize } from './stamp-page.ts';
import type { VisualSignatureAppearance } from './types.ts';

export type StampPreviewInput = Omit<VisualSignatureAppearance, 'page' | 'x' | 'y'> &
  Partial<Pick<VisualSignatureAppearance, 'page' | 'x' | 'y'>>;

/** A one-page PDF holding just the stamp, page size = stamp size, for preview images. */
export async function renderStampPreview(appearance: StampPreviewInput): Promise<Uint8Array> {
  const full: VisualSignatureAppearance = { page: 1, x: 0, y: 0, ...appearance };
  const { width, height } = stampSize(full);
  const { doc } = await drawStamp(full, width, height);
  return doc.save({ useObjectStreams: false });
}
