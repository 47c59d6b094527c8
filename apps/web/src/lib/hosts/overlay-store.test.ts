import { describe, expect, it } from 'vitest';
import { createOverlayStore } from './overlay-store.ts';

const render = () => null;

describe('overlay store (§4: closes only when the action reports completion)', () => {
  it('stays open after an action that does not report completion', async () => {
    const overlays = createOverlayStore();
    const id = overlays.open(render);
    await overlays.run(id, async () => false);
    expect(overlays.get().active?.id).toBe(id);
    expect(overlays.get().active?.loading).toBe(false);
  });

  it('closes when the action reports completion', async () => {
    const overlays = createOverlayStore();
    const id = overlays.open(render);
    let complete!: (done: boolean) => void;
    const running = overlays.run(id, () => new Promise<boolean>((resolve) => (complete = resolve)));
    expect(overlays.get().active?.loading).toBe(true);
    complete(true);
    await running;
    expect(overlays.get().active).toBeNull();
  });

  it('on failure ends loading and stays open', async () => {
    const overlays = createOverlayStore();
    const id = overlays.open(render);
    await expect(overlays.run(id, () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(overlays.get().active).toMatchObject({ id, loading: false });
  });
});
