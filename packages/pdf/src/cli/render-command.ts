import { extname } from 'node:path';
import { createRenderer } from '../render/render-pool.ts';
import type { ImageFormat } from '../render/render-types.ts';
import { usageError } from './cli-error.ts';
import { readInput, writeOutput } from './cli-files.ts';

const FORMATS: Record<string, ImageFormat> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.webp': 'webp',
  '.png': 'png',
};

export async function renderCommand(
  file: string,
  pageText: string,
  out: string,
  options: { scale?: string },
) {
  const page = Number(pageText);
  if (!Number.isInteger(page) || page < 1)
    throw usageError(`PAGE must be a page number from 1, not "${pageText}"`);
  const format = FORMATS[extname(out).toLowerCase()];
  if (!format) throw usageError('OUT must end in .jpg, .jpeg, .webp or .png');
  const scale = options.scale === undefined ? 100 : Number(options.scale);
  const renderer = createRenderer({ threads: 1 });
  try {
    const image = await renderer.render(await readInput(file), page, { scale, format });
    await writeOutput(out, image.bytes);
    return `${out}: page ${page} at ${scale}% (${image.width}×${image.height} px, ${image.contentType})`;
  } finally {
    await renderer.close();
  }
}
