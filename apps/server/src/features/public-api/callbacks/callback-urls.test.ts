import { describe, expect, it } from 'vitest';
import { typesFor, URL_OF } from './callback-urls.ts';

// Which callbacks an event calls, and where each goes (ADRs 0902 and 0913).
describe('typesFor', () => {
  it.each([
    ['created', 'QES', []],
    ['reminded', 'QES', []],
    ['documents_deleted', 'SES', []],
    ['signed', 'SES', ['UPDATE']],
    ['completed', 'SES', ['UPDATE', 'SUCCESS']],
    ['declined', 'AES', ['UPDATE', 'ERROR']],
    ['withdrawn', 'AES', ['UPDATE', 'ERROR']],
    // UPDATE went out for these before INITIATE and START_SIGN existed; receivers keep it.
    ['initiated', 'SES', ['UPDATE', 'INITIATE']],
    ['initiated', null, ['UPDATE', 'INITIATE']],
    ['tan_sent', 'QES', ['UPDATE', 'START_SIGN']],
    // START_SIGN is Skribble's for xQES only.
    ['tan_sent', 'AES', ['UPDATE']],
    ['tan_sent', 'DEMO', ['UPDATE']],
    ['tan_sent', null, ['UPDATE']],
    ['tan_failed', 'QES', ['UPDATE']],
    // A failed identification changes nothing of the request: IDENT_ERROR alone.
    ['identification_failed', 'QES', ['IDENT_ERROR']],
    ['identification_failed', 'AES', ['IDENT_ERROR']],
  ] as const)('%s on a %s request calls %j', (action, quality, types) => {
    expect(typesFor(action, quality)).toEqual(types);
  });

  it('sends the steps of signing to the update URL and a failed identification to the error URL', () => {
    expect(URL_OF).toEqual({
      SUCCESS: 'success_url',
      UPDATE: 'update_url',
      ERROR: 'error_url',
      START_SIGN: 'update_url',
      INITIATE: 'update_url',
      IDENT_ERROR: 'error_url',
    });
  });
});
