import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { type ChainedEvent, eventHash, GENESIS_HASH, verifyChain } from './event-chain.ts';

function chain(actions: string[]): ChainedEvent[] {
  const events: ChainedEvent[] = [];
  let previous = GENESIS_HASH;
  for (const [index, action] of actions.entries()) {
    const content = {
      request_id: 'r1',
      seq: index + 1,
      action,
      actor_id: 'u1',
      actor_email: 'ada@example.com',
      ip: '10.0.0.1',
      document_hashes: ['a'.repeat(64)],
      data: { note: index, nested: { b: 1, a: [1, 2] } },
      created_at: new Date(Date.UTC(2026, 10, 22, 9, index)).toISOString(),
    };
    const hash = eventHash(previous, content);
    events.push({ ...content, prev_hash: previous, hash });
    previous = hash;
  }
  return events;
}

describe('the event hash chain', () => {
  it('writes canonical JSON: sorted keys, no whitespace, undefined dropped', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: 'x' }, z: undefined })).toBe(
      '{"a":{"c":"x","d":[true,null]},"b":1}',
    );
  });

  it('verifies an untouched chain', () => {
    expect(verifyChain(chain(['created', 'initiated', 'declined']))).toEqual({ valid: true });
    expect(verifyChain([])).toEqual({ valid: true });
  });

  it('detects a changed field, a removed event, a reordering and a forged re-link', () => {
    const changed = chain(['created', 'initiated', 'declined']);
    changed[1] = { ...changed[1]!, ip: '10.9.9.9' };
    expect(verifyChain(changed)).toMatchObject({ valid: false, brokenAt: 2 });

    const removed = chain(['created', 'initiated', 'declined']);
    removed.splice(1, 1);
    expect(verifyChain(removed)).toMatchObject({ valid: false, brokenAt: 3 });

    const swapped = chain(['created', 'initiated', 'declined']);
    [swapped[1], swapped[2]] = [swapped[2]!, swapped[1]!];
    expect(verifyChain(swapped)).toMatchObject({ valid: false });

    // Rewriting one event with a fresh hash still breaks the next event's link.
    const forged = chain(['created', 'initiated', 'declined']);
    const rewritten = { ...forged[1]!, actor_email: 'mallory@example.com' };
    forged[1] = { ...rewritten, hash: eventHash(rewritten.prev_hash, rewritten) };
    expect(verifyChain(forged)).toMatchObject({ valid: false, brokenAt: 3 });
  });
});
