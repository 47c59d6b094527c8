import { describe, expect, it } from 'vitest';
import { type PreSigningState, preSigningStep } from './signing-steps.ts';

const base: PreSigningState = {
  role: 'user',
  attributes: { accepted_gtc: ['true'], free_signatures_remaining: ['3'] },
  sealAccountName: undefined,
  isPart11: false,
  needsVisualSignatureData: false,
  done: new Set(),
};

describe('preSigningStep (what is asked before the TAN is sent)', () => {
  it.each<[string, Partial<PreSigningState>, ReturnType<typeof preSigningStep>]>([
    ['everything in place', {}, 'start'],
    [
      'a free user without credit (§6)',
      { attributes: { accepted_gtc: ['true'], free_signatures_remaining: ['0'] } },
      'exhausted',
    ],
    [
      'a free user whose credit attribute is missing',
      { attributes: { accepted_gtc: ['true'] } },
      'exhausted',
    ],
    [
      'a business member signs on the business plan, whatever the attribute',
      { role: 'member', attributes: { accepted_gtc: ['true'], free_signatures_remaining: ['0'] } },
      'start',
    ],
    [
      'a seal signature uses no credit',
      {
        sealAccountName: 'acme',
        attributes: { accepted_gtc: ['true'], free_signatures_remaining: ['0'] },
      },
      'start',
    ],
    [
      'terms not accepted',
      { attributes: { accepted_gtc: ['false'], free_signatures_remaining: ['1'] } },
      'terms',
    ],
    [
      'no credit wins over the terms: nothing is asked of someone who cannot sign',
      { attributes: { free_signatures_remaining: ['0'] } },
      'exhausted',
    ],
    ['visual signature without a name', { needsVisualSignatureData: true }, 'visualSignatureData'],
    [
      'visual signature data given in this run',
      { needsVisualSignatureData: true, done: new Set(['visualSignatureData'] as const) },
      'start',
    ],
    [
      'terms before the visual signature data',
      {
        needsVisualSignatureData: true,
        attributes: { accepted_gtc: ['false'], free_signatures_remaining: ['1'] },
      },
      'terms',
    ],
    ['a part 11 request', { isPart11: true }, 'part11'],
    [
      'visual signature data before the part 11 texts',
      { isPart11: true, needsVisualSignatureData: true },
      'visualSignatureData',
    ],
    ['part 11 texts given', { isPart11: true, done: new Set(['part11'] as const) }, 'start'],
  ])('%s', (_, change, expected) => {
    expect(preSigningStep({ ...base, ...change })).toBe(expected);
  });
});
