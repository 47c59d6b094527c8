import type { SignatureRequest } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { currentPage, ownFields, pageFromInput, zoomStep } from './page-navigation.ts';

describe('zoomStep', () => {
  it('moves one step and stops at either end', () => {
    expect(zoomStep(1, 1)).toBe(1.25);
    expect(zoomStep(1, -1)).toBe(0.75);
    expect(zoomStep(2, 1)).toBe(2);
    expect(zoomStep(0.5, -1)).toBe(0.5);
  });
});

describe('pageFromInput', () => {
  it('takes whole numbers and keeps them within the pages', () => {
    expect(pageFromInput(' 14 ', 20)).toBe(14);
    expect(pageFromInput('99', 14)).toBe(14);
    expect(pageFromInput('0', 14)).toBe(1);
    expect(pageFromInput('', 14)).toBeNull();
    expect(pageFromInput('2.5', 14)).toBeNull();
    expect(pageFromInput('x', 14)).toBeNull();
  });
});

describe('currentPage', () => {
  const pages = [0, 1000, 2000, 3000].map((top, i) => ({ number: i + 1, top }));
  it('is the page that starts above a third of the visible area', () => {
    expect(currentPage(pages, 0, 900)).toBe(1);
    expect(currentPage(pages, 800, 900)).toBe(2);
    expect(currentPage(pages, 2950, 900)).toBe(4);
    expect(currentPage([], 0, 900)).toBe(1);
  });
});

describe('ownFields', () => {
  const position = (page: number, y: number) => ({
    page: String(page),
    x: 10,
    y,
    width: 100,
    height: 40,
  });
  const request = {
    status_overall: 'OPEN',
    documents: [
      { id: 'd1', name: 'a.pdf', version_id: 'v', page_count: 3, size: 1 },
      { id: 'd2', name: 'b.pdf', version_id: 'v', page_count: 14, size: 1 },
    ],
    signatures: [
      {
        sid: 'mine',
        account_email: 'me@example.com',
        signer_identity_data: null,
        status_code: 'OPEN',
        sequence: -1,
        document_signatures: [
          {
            document_id: 'd2',
            visual_signature: { positions: [position(13, 700), position(0, 50)] },
          },
          { document_id: 'd1', visual_signature: { positions: [position(2, 300)] } },
        ],
      },
      {
        sid: 'other',
        account_email: 'other@example.com',
        signer_identity_data: null,
        status_code: 'OPEN',
        sequence: -1,
        document_signatures: [
          { document_id: 'd1', visual_signature: { positions: [position(0, 10)] } },
        ],
      },
    ],
  } as unknown as SignatureRequest;

  it("lists only the account's fields, numbered across the documents, in reading order", () => {
    expect(ownFields(request, 'ME@example.com').map((f) => f.pageNumber)).toEqual([3, 4, 17]);
  });

  it('lists nothing once the account signed', () => {
    const signed = {
      ...request,
      signatures: request.signatures.map((s) => ({ ...s, status_code: 'SIGNED' as const })),
    };
    expect(ownFields(signed, 'me@example.com')).toEqual([]);
  });
});
