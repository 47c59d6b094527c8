import { z } from 'zod';

/** The public API's outbound calls: file_url downloads and callbacks (ADRs 0901, 0902). */
export interface PublicApiConfig {
  /**
   * Host names the server may reach over http and on private addresses as well (lower case):
   * an operator's own document store, or a test's loopback server. Empty by default.
   */
  allowHosts: string[];
  fileUrl: { maxBytes: number; timeoutMs: number; maxRedirects: number };
  callbacks: { timeoutMs: number; concurrency: number; pollMs: number };
}

const Hosts = z.string().transform((value) =>
  value
    .split(',')
    .map((item) =>
      item
        .trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, '$1'),
    )
    .filter((item) => item.length > 0),
);

export const PUBLIC_API_ENV = {
  PUBLIC_API_ALLOW_HOSTS: Hosts.default([]),
  /** Largest document fetched from a file_url (default 50 MB, as an upload). */
  FILE_URL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  FILE_URL_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(300).default(30),
  FILE_URL_MAX_REDIRECTS: z.coerce.number().int().min(0).max(10).default(3),
  /** One delivery attempt's time limit; a receiver that hangs is left after it. */
  CALLBACK_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(60).default(10),
  /** Deliveries running at once in one server process. */
  CALLBACK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How often each process looks for callbacks to send. */
  CALLBACK_POLL_SECONDS: z.coerce.number().min(0.05).max(600).default(5),
};

export function publicApiConfig(e: {
  PUBLIC_API_ALLOW_HOSTS: string[];
  FILE_URL_MAX_BYTES: number;
  FILE_URL_TIMEOUT_SECONDS: number;
  FILE_URL_MAX_REDIRECTS: number;
  CALLBACK_TIMEOUT_SECONDS: number;
  CALLBACK_CONCURRENCY: number;
  CALLBACK_POLL_SECONDS: number;
}): PublicApiConfig {
  return {
    allowHosts: e.PUBLIC_API_ALLOW_HOSTS,
    fileUrl: {
      maxBytes: e.FILE_URL_MAX_BYTES,
      timeoutMs: e.FILE_URL_TIMEOUT_SECONDS * 1000,
      maxRedirects: e.FILE_URL_MAX_REDIRECTS,
    },
    callbacks: {
      timeoutMs: e.CALLBACK_TIMEOUT_SECONDS * 1000,
      concurrency: e.CALLBACK_CONCURRENCY,
      pollMs: e.CALLBACK_POLL_SECONDS * 1000,
    },
  };
}
