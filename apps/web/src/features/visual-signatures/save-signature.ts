import type { UserVisualSignature, VisualSignatureBody } from '@signet/contract';
import { strokesToPng } from './pad-strokes.ts';
import type { ImageChoice } from './signature-image-input.tsx';
import {
  createSignature,
  removeSignatureImage,
  updateSignature,
  uploadImage,
} from './visual-signatures.api.ts';

/** Saves the fields, then the handwriting: a drawing or a file replaces the image, or it goes. */
export async function saveSignature(
  existing: UserVisualSignature | undefined,
  body: VisualSignatureBody,
  image: ImageChoice,
): Promise<UserVisualSignature> {
  let saved = existing ? await updateSignature(existing.id, body) : await createSignature(body);
  if (image.kind === 'draw') {
    const png = await strokesToPng(image.strokes);
    if (png) saved = await uploadImage(saved.id, png);
  } else if (image.kind === 'upload') {
    saved = await uploadImage(saved.id, image.file);
  } else if (image.kind === 'remove' && saved.hasCustomImage) {
    saved = await removeSignatureImage(saved.id);
  }
  return saved;
}
