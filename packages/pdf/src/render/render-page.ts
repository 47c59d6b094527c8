import { createRenderer, type Renderer } from './render-pool.ts';
import type { ImageFormat, RenderedPage } from './render-types.ts';

let shared: Renderer | undefined;

/** The process-wide pool behind renderPage(); its idle threads do not keep the process alive. */
export function sharedRenderer(): Renderer {
  shared ??= createRenderer();
  return shared;
}

/** Renders one page (1-based) at `scale` percent (100 = 72 dpi) on the shared worker pool. */
export function renderPage(
  pdf: Uint8Array,
  page: number,
  scale = 100,
  format: ImageFormat = 'jpeg',
): Promise<RenderedPage> {
  return sharedRenderer().render(pdf, page, { scale, format });
}
