import { AppError } from '@signet/contract';
import type { PublicApiConfig } from '../../config/public-api-config.ts';
import { OutboundRefused, outboundRequest } from './outbound/outbound-request.ts';

/**
 * Fetches a caller's `file_url` (Skribble's "publicly accessible URL for the document") within
 * the operator's limits and address rules (ADR 0901); the PDF's bytes, or a 400 naming the field.
 */
export class FileUrlFetcher {
  constructor(private readonly config: PublicApiConfig) {}

  async fetch(url: string, field: string): Promise<Buffer> {
    const refuse = (message: string, cause?: unknown) =>
      new AppError('FILE_URL_REFUSED', `file_url: ${message}`, {
        fields: [{ field, message }],
        ...(cause ? { cause } : {}),
      });
    let answer: Awaited<ReturnType<typeof outboundRequest>>;
    try {
      answer = await outboundRequest(
        url,
        { allowHosts: this.config.allowHosts, ...this.config.fileUrl },
        { method: 'GET', headers: { accept: 'application/pdf' } },
      );
    } catch (error) {
      if (error instanceof OutboundRefused) throw refuse(error.message, error);
      if (error instanceof TypeError) throw refuse('not a valid URL', error);
      throw error;
    }
    if (answer.status < 200 || answer.status > 299) {
      throw refuse(`the server answered ${answer.status}`);
    }
    if (answer.body.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw refuse('the document at this URL is not a PDF');
    }
    return answer.body;
  }
}
