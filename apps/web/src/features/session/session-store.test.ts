import { describe, expect, it } from 'vitest';
import { announceLoginStart, onLoginStart } from './session-store.ts';

describe('login start', () => {
  it('reaches every listener until it stops listening', () => {
    const heard: string[] = [];
    const stopA = onLoginStart(() => heard.push('a'));
    const stopB = onLoginStart(() => heard.push('b'));
    announceLoginStart();
    stopA();
    announceLoginStart();
    stopB();
    announceLoginStart();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});
