import type { PreflightOptions, PreflightResult } from '../preflight/preflight.ts';
import type { PreflightErrorCode } from '../preflight/preflight-error.ts';
import type { RenderErrorCode } from './render-error.ts';

export type ImageFormat = 'jpeg' | 'webp' | 'png';

export interface RenderOptions {
  /** Percent of the page's size in points: 100 renders at 72 dpi (default 100, 10–800). */
  scale?: number;
  /** Output format (default jpeg). */
  format?: ImageFormat;
  /** JPEG/WebP quality 1–100 (default 85); ignored for PNG. */
  quality?: number;
}

/**
 * `high`: someone waits for the image (the first page of a new upload): it goes ahead of every
 * `normal` render still queued and may use the pool's priority threads.
 */
export type RenderPriority = 'high' | 'normal';

export interface RenderRequestOptions extends RenderOptions {
  /** Default `normal`. */
  priority?: RenderPriority;
}

export interface RenderedPage {
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: string;
}

export interface PageInfo {
  /** Width in points as displayed (CropBox after /Rotate). */
  width: number;
  height: number;
  rotation: number;
}

export interface DocumentInfo {
  pageCount: number;
  pages: PageInfo[];
}

/** Messages between the pool and its workers. */
export type WorkerRequest =
  | {
      id: number;
      kind: 'render';
      key: string;
      bytes?: Uint8Array;
      page: number;
      options: Required<RenderOptions>;
    }
  | { id: number; kind: 'info'; key: string; bytes?: Uint8Array }
  /** Always carries its bytes: preflight keeps no document between calls. */
  | { id: number; kind: 'preflight'; key: string; bytes?: Uint8Array; options: PreflightOptions };

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; result: RenderedPage | DocumentInfo | PreflightResult }
  | { kind: 'missing'; id: number }
  | { kind: 'error'; id: number; code: RenderErrorCode; message: string }
  | { kind: 'refused'; id: number; code: PreflightErrorCode; message: string };
