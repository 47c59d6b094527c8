import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { refusedFileIndex, uploadRefusalKey } from './upload-refusal.ts';

const refused = (code: string, status = 422) =>
  new ApiError({ status, code, message: 'x', method: 'POST', path: '/v3/signature-requests' });

describe('uploadRefusalKey: each refusal is named (issue: not a PDF, too large, encrypted, damaged, certified)', () => {
  it.each([
    ['DOCUMENT_NOT_PDF', 'upload.refused.not_pdf'],
    ['UNSUPPORTED_MEDIA_TYPE', 'upload.refused.not_pdf'],
    ['DOCUMENT_EMPTY', 'upload.refused.empty'],
    ['DOCUMENT_INFLATES_TOO_LARGE', 'upload.refused.inflates_too_large'],
    ['DOCUMENT_TOO_LARGE', 'upload.refused.too_large'],
    ['BODY_TOO_LARGE', 'upload.refused.too_large'],
    ['HTTP_413', 'upload.refused.too_large'],
    ['DOCUMENT_TOO_MANY_PAGES', 'upload.refused.too_many_pages'],
    ['DOCUMENT_PAGE_TOO_LARGE', 'upload.refused.page_too_large'],
    ['DOCUMENT_ENCRYPTED', 'upload.refused.encrypted'],
    ['DOCUMENT_DAMAGED', 'upload.refused.damaged'],
    ['DOCUMENT_CERTIFIED', 'upload.refused.certified'],
    ['NETWORK', 'upload.refused.network'],
    ['RATE_LIMITED', 'upload.refused.rate_limited'],
    ['INTERNAL', 'upload.refused.unknown'],
  ])('%s → %s', (code, key) => {
    expect(uploadRefusalKey(refused(code))).toBe(key);
  });

  it('names anything that is not an API error as unknown', () => {
    expect(uploadRefusalKey(new Error('boom'))).toBe('upload.refused.unknown');
    expect(uploadRefusalKey(undefined)).toBe('upload.refused.unknown');
  });
});

describe('refusedFileIndex', () => {
  const withField = (field: string) =>
    new ApiError({
      status: 415,
      code: 'DOCUMENT_NOT_PDF',
      message: 'x',
      fields: [{ field, message: 'Not a PDF' }],
      method: 'POST',
      path: '/v3/signature-requests',
    });
  it('reads the index of the refused file from the field name', () => {
    expect(refusedFileIndex(withField('body.file[2]'))).toBe(2);
    expect(refusedFileIndex(withField('body.file'))).toBeUndefined();
    expect(refusedFileIndex(refused('DOCUMENT_NOT_PDF'))).toBeUndefined();
    expect(refusedFileIndex(new Error('x'))).toBeUndefined();
  });
});
