import { describe, expect, it } from 'vitest';
import { DraftDetailsInvalid, registerDraftDetails, saveDraftDetails } from './draft-details.ts';

describe('draft details kept until sending', () => {
  it('stores what the open form of that draft holds, and nothing for another draft', async () => {
    const saved: string[] = [];
    const unregister = registerDraftDetails('r1', async () => {
      saved.push('r1');
    });
    await saveDraftDetails('r2');
    expect(saved).toEqual([]);
    await saveDraftDetails('r1');
    expect(saved).toEqual(['r1']);
    unregister();
    await saveDraftDetails('r1');
    expect(saved).toEqual(['r1']);
  });

  it('passes on a form that cannot store its values, so the request is not sent', async () => {
    const unregister = registerDraftDetails('r3', async () => {
      throw new DraftDetailsInvalid(['title']);
    });
    await expect(saveDraftDetails('r3')).rejects.toBeInstanceOf(DraftDetailsInvalid);
    unregister();
  });

  it("an older form's unregistration leaves a newer form of the same draft in place", async () => {
    const saved: string[] = [];
    const first = registerDraftDetails('r4', async () => {
      saved.push('old');
    });
    registerDraftDetails('r4', async () => {
      saved.push('new');
    });
    first();
    await saveDraftDetails('r4');
    expect(saved).toEqual(['new']);
  });
});
