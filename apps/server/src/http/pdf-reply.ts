import type { FastifyReply } from 'fastify';

/** A PDF answer (a document, a protocol): never sniffed as anything else, never cached by others. */
export function sendPdf(reply: FastifyReply, file: { bytes: Uint8Array; disposition: string }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', file.disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
