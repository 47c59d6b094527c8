import { z } from 'zod';

type Legislation = 'eidas' | 'zertes';

/** A price as the operator configures it: `29.00 CHF`. */
export interface Price {
  amount: string;
  currency: string;
}

/** Identification (docs/decisions/0620): who pays, what it costs, how long evidence is kept. */
export interface IdentificationConfig {
  /** Legislations whose identifications the operator pays for, whoever asks. */
  operatorCovers: Legislation[];
  /** What a person pays when nobody covers it. */
  prices: Record<Legislation, Price>;
  /** Days the desk keeps evidence after the decision (or after the person last touched it). */
  evidenceRetentionDays: number;
  /** Largest photo of a document or face, in bytes. */
  maxPhotoBytes: number;
}

/** `eidas,zertes`, one of them, or `none`. */
const Legislations = z.string().transform((value, context) => {
  if (value.trim().toLowerCase() === 'none') return [] as Legislation[];
  const items = value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0);
  const bad = items.find((item) => item !== 'eidas' && item !== 'zertes');
  if (bad !== undefined) {
    context.addIssue({ code: 'custom', message: `"${bad}" is not eidas or zertes` });
    return z.NEVER;
  }
  return items as Legislation[];
});

/** `eidas=29.00 EUR,zertes=29.00 CHF`: both legislations, an amount and a three-letter currency. */
const Prices = z.string().transform((value, context) => {
  const prices: Partial<Record<Legislation, Price>> = {};
  for (const item of value.split(',')) {
    const match = /^\s*(eidas|zertes)\s*=\s*(\d{1,6}(?:\.\d{2})?)\s+([A-Z]{3})\s*$/.exec(item);
    if (!match) {
      context.addIssue({
        code: 'custom',
        message: `"${item.trim()}" is not legislation=amount CUR (eidas=29.00 EUR)`,
      });
      return z.NEVER;
    }
    prices[match[1] as Legislation] = { amount: match[2]!, currency: match[3]! };
  }
  if (!prices.eidas || !prices.zertes) {
    context.addIssue({ code: 'custom', message: 'give a price for eidas and for zertes' });
    return z.NEVER;
  }
  return prices as Record<Legislation, Price>;
});

/** The environment variables of identification, part of the server's EnvSchema. */
export const IDENTIFICATION_ENV = {
  IDENTIFICATION_OPERATOR_COVERS: Legislations.default(['eidas', 'zertes']),
  IDENTIFICATION_PRICES: Prices.default({
    eidas: { amount: '29.00', currency: 'EUR' },
    zertes: { amount: '29.00', currency: 'CHF' },
  }),
  IDENTIFICATION_EVIDENCE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  MAX_IDENTIFICATION_PHOTO_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(20 * 1024 * 1024)
    .default(5 * 1024 * 1024),
};

export function identificationConfig(e: {
  IDENTIFICATION_OPERATOR_COVERS: Legislation[];
  IDENTIFICATION_PRICES: Record<Legislation, Price>;
  IDENTIFICATION_EVIDENCE_RETENTION_DAYS: number;
  MAX_IDENTIFICATION_PHOTO_BYTES: number;
}): IdentificationConfig {
  return {
    operatorCovers: e.IDENTIFICATION_OPERATOR_COVERS,
    prices: e.IDENTIFICATION_PRICES,
    evidenceRetentionDays: e.IDENTIFICATION_EVIDENCE_RETENTION_DAYS,
    maxPhotoBytes: e.MAX_IDENTIFICATION_PHOTO_BYTES,
  };
}
