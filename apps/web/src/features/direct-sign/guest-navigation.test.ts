import type { DirectSignatureRequest } from '@signet/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldGuide } from '../viewer/index.ts';
import { fieldsToGuide, guestFields, guestPageTotal } from './guest-navigation.ts';
import { guestStanding } from './guest-standing.ts';

const position = (page: number, y: number, x = 10) => ({
  page: String(page),
  x,
  y,
  width: 100,
  height: 40,
});

/** A guest's link to two documents of 3 and 14 pages, their fields on pages 3, 4 and 17. */
function linkRequest(own: 'OPEN' | 'SIGNED' = 'OPEN'): DirectSignatureRequest {
  return {
    id: 'sr-1',
    status_overall: 'OPEN',
    documents: [
      { id: 'd1', name: 'a.pdf', page_count: 3, pages: [] },
      { id: 'd2', name: 'b.pdf', page_count: 14, pages: [] },
    ],
    signature: {
      sid: 'guest',
      account_email: null,
      status_code: own,
      document_signatures: [
        {
          document_id: 'd2',
          visual_signature: { positions: [position(13, 700), position(0, 50)] },
        },
        { document_id: 'd1', visual_signature: { positions: [position(2, 300)] } },
        // A field on a document that is not the link's is nowhere to lead to.
        { document_id: 'gone', visual_signature: { positions: [position(0, 10)] } },
      ],
    },
  } as unknown as DirectSignatureRequest;
}

describe("the guest viewer's pages and fields", () => {
  it('counts the pages across the documents', () => {
    expect(guestPageTotal(linkRequest())).toBe(17);
  });

  it("numbers the guest's fields across the documents, in reading order", () => {
    const fields = guestFields(linkRequest());
    expect(fields.map((f) => f.pageNumber)).toEqual([3, 4, 17]);
    expect(fields.map((f) => [f.documentId, f.page])).toEqual([
      ['d1', 2],
      ['d2', 0],
      ['d2', 13],
    ]);
    expect(new Set(fields.map((f) => f.key)).size).toBe(3);
  });

  it('orders fields on one page from top to bottom, then left to right', () => {
    const request = linkRequest();
    request.signature.document_signatures = [
      {
        document_id: 'd1',
        visual_signature: {
          positions: [position(0, 500), position(0, 100, 300), position(0, 100, 20)],
        },
      },
    ] as DirectSignatureRequest['signature']['document_signatures'];
    expect(guestFields(request).map((f) => [f.box.y, f.box.x])).toEqual([
      [100, 20],
      [100, 300],
      [500, 10],
    ]);
  });

  it('leads to the fields only while the guest still signs', () => {
    const open = linkRequest();
    expect(fieldsToGuide(open, guestStanding(open))).toHaveLength(3);
    const signed = linkRequest('SIGNED');
    expect(fieldsToGuide(signed, guestStanding(signed))).toEqual([]);
  });
});

describe("the guest's way from field to field", () => {
  it('shows the first field on Sign, then each next one in turn and round again', () => {
    const fields = guestFields(linkRequest());
    const shown: string[] = [];
    const goToField = (key: string) => {
      shown.push(key);
      return true;
    };
    const { result } = renderHook(() => useFieldGuide(fields, goToField));
    expect(result.current.visited).toBe(false);
    expect(result.current.upcoming).toBe(1);

    act(() => result.current.first());
    expect(result.current.shown?.pageNumber).toBe(3);
    expect(result.current.upcoming).toBe(2);
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.shown?.pageNumber).toBe(17);
    expect(result.current.upcoming).toBe(1);
    act(() => result.current.next());
    expect(result.current.shown?.pageNumber).toBe(3);
    expect(shown).toEqual([fields[0]!.key, fields[1]!.key, fields[2]!.key, fields[0]!.key]);
  });

  it('stays where it was when a field is not drawn yet', () => {
    const fields = guestFields(linkRequest());
    const { result } = renderHook(() => useFieldGuide(fields, () => false));
    act(() => result.current.next());
    expect(result.current.visited).toBe(false);
    expect(result.current.shown).toBeUndefined();
  });
});
