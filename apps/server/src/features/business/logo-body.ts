import type { FastifyRequest } from 'fastify';
import { LOGO_RULES } from './logo-image.ts';
import { ImageUpload, readImageUpload } from './uploaded-image.ts';

/** A logo upload as received, before it is decoded. */
export const LogoBody = ImageUpload;

/** A raw logo body, refused when oversized before it is held whole (uploaded-image.ts). */
export const readLogoBody = (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
  readImageUpload(request, payload, LOGO_RULES);
