import { SEAL_STAMP_TEXT_MAX, SealAccountName } from '@signet/contract';
import { z } from 'zod/mini';

// The seal forms' rules, the contract's, with messages that are keys of the `seals` namespace.

export const SealRequestForm = z.object({
  organisationName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'form.organisation_required'),
      z.maxLength(200, 'form.organisation_required'),
    ),
  registerNumber: z
    .string()
    .check(z.trim(), z.regex(/^[\p{L}\p{N}][\p{L}\p{N} .\-/]{2,39}$/u, 'form.register_invalid')),
  accountName: z.string().check(
    z.trim(),
    z.refine((value) => SealAccountName.safeParse(value).success, 'form.name_invalid'),
  ),
});
export type SealRequestForm = z.input<typeof SealRequestForm>;

const Line = z.string().check(z.trim(), z.maxLength(SEAL_STAMP_TEXT_MAX, 'form.line_too_long'));

export const SealStampForm = z.object({
  displayName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'form.display_name_required'),
      z.maxLength(64, 'form.display_name_required'),
    ),
  optionalLine: Line,
  location: Line,
});
export type SealStampForm = z.input<typeof SealStampForm>;
