import { describe, expect, it } from 'vitest';
import { toReport } from './error-reporting.ts';

describe('error reports (§7)', () => {
  it('carry the message, stack, page and time, and nothing else', () => {
    const error = new Error('boom');
    const report = toReport(error, '/dashboard', new Date('2026-11-22T10:00:00Z'));
    expect(Object.keys(report).sort()).toEqual(['at', 'message', 'stack', 'url']);
    expect(report).toMatchObject({
      message: 'boom',
      url: '/dashboard',
      at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('turn a thrown non-error into a message', () => {
    expect(toReport('plain text', '/').message).toBe('plain text');
  });
});
