import { describe, expect, it } from 'vitest';
import { isBlockedByMaintenance } from './maintenance-gate.ts';

describe('blocking maintenance (§4)', () => {
  it('sends visitors of any page to /maintenance while blocking', () => {
    expect(isBlockedByMaintenance({ isBlocking: true }, '/dashboard')).toBe(true);
    expect(isBlockedByMaintenance({ isBlocking: true }, '/signup')).toBe(true);
  });

  it('keeps /maintenance itself and the staff login reachable', () => {
    expect(isBlockedByMaintenance({ isBlocking: true }, '/maintenance')).toBe(false);
    expect(isBlockedByMaintenance({ isBlocking: true }, '/login')).toBe(false);
  });

  it('does not block for a non-blocking notice or none', () => {
    expect(isBlockedByMaintenance({ isBlocking: false }, '/dashboard')).toBe(false);
    expect(isBlockedByMaintenance(null, '/dashboard')).toBe(false);
  });
});
