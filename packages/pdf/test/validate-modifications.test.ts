import { describe, expect, it } from 'vitest';
import { isAllowed, type ModificationKind } from '../src/validate/modifications.ts';

// ISO 32000-1 §12.8.2.2 (DocMDP P) and ETSI EN 319 142-1 §5.4 (DSS and document time-stamps).
const TABLE: Array<[ModificationKind, boolean, boolean, boolean, boolean]> = [
  //  kind                 no DocMDP  P=1    P=2    P=3
  ['dss', true, true, true, true],
  ['document-timestamp', true, true, true, true],
  ['metadata', true, true, true, true],
  ['signature', true, false, true, true],
  ['signature-field', true, false, true, true],
  ['form-fill', true, false, true, true],
  ['annotation', true, false, false, true],
  ['page', false, false, false, false],
  ['catalog', false, false, false, false],
  ['deletion', false, false, false, false],
  ['other', false, false, false, false],
];

describe('changes permitted after a signature', () => {
  it.each(TABLE)('%s: none %s, P=1 %s, P=2 %s, P=3 %s', (kind, none, p1, p2, p3) => {
    expect([
      isAllowed(kind, undefined),
      isAllowed(kind, 1),
      isAllowed(kind, 2),
      isAllowed(kind, 3),
    ]).toEqual([none, p1, p2, p3]);
  });
});
