import { describe, expect, it } from 'vitest';
import { requestLevelDefaults } from './request-level.ts';

describe('requestLevelDefaults (the level a request gets when none was chosen)', () => {
  it('takes the account defaults', () => {
    expect(
      requestLevelDefaults({ default_quality: ['qes'], default_legislation: ['zertes'] }),
    ).toEqual({ quality: 'QES', legislation: 'ZERTES' });
  });
  it('falls back to SES under eIDAS when the account names none or an unknown one', () => {
    expect(requestLevelDefaults(undefined)).toEqual({ quality: 'SES', legislation: 'EIDAS' });
    expect(
      requestLevelDefaults({ default_quality: ['demo'], default_legislation: ['mars'] }),
    ).toEqual({ quality: 'SES', legislation: 'EIDAS' });
  });
});
