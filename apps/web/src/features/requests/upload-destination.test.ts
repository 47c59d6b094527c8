import { inviteSkipUpload } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { uploadDestination } from './upload-destination.ts';

const id = '4f43614a-de50-bfe1-2df3-4c881fc7840e';

describe('uploadDestination (§2: /invite/{id} is a member route)', () => {
  it.each(['member', 'admin'] as const)(
    'a %s edits the draft on /invite with the skip-upload flag',
    (role) => {
      const destination = uploadDestination(role, id);
      expect(destination).toEqual({ to: `/invite/${id}`, state: { from: 'upload' } });
      expect(inviteSkipUpload(destination.state?.from)).toBe(true);
    },
  );

  it('a plain user edits the draft in the viewer', () => {
    expect(uploadDestination('user', id)).toEqual({ to: `/view/${id}` });
  });
});
