import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../lib/api/account-endpoints.ts';
import { createRuntimeConfigStore } from './runtime-config.ts';

const config = { mode: 'staging', domainName: 'signet.example' } as RuntimeConfig;

function server(...answers: ('ok' | 'fail')[]) {
  let asked = 0;
  const ask = async () => {
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    if (answer === 'fail') throw new Error('down');
    return config;
  };
  return { ask, asked: () => asked };
}

describe('runtime settings (§1 staging banner, §2 error screen)', () => {
  it('asks once, however many screens want them at the same time or later', async () => {
    const { ask, asked } = server('ok');
    const store = createRuntimeConfigStore(ask);
    let changes = 0;
    store.subscribe(() => changes++);
    expect(store.get()).toBeUndefined();
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(store.get()).toBe(config);
    expect(asked()).toBe(1);
    expect(changes).toBe(1);
  });

  it('after a failure, the next screen that needs them asks again', async () => {
    const { ask, asked } = server('fail', 'ok');
    const store = createRuntimeConfigStore(ask);
    await store.load();
    expect(store.get()).toBeUndefined();
    await store.load();
    expect(store.get()).toBe(config);
    expect(asked()).toBe(2);
  });
});
