import { z } from 'zod';

/** A yes/no setting. */
export const Bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** An http(s) address. */
export const Url = z.url({ protocol: /^https?$/ });

/** A setting that stops the server at start; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
