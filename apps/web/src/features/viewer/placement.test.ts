import { describe, expect, it } from 'vitest';
import { changedSigners, documentSignaturesFor, fieldsFromSignatures } from './placement.ts';

const DOC_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const DOC_B = 'bbbbbbbb-0000-4000-8000-000000000002';
const box = { x: 40, y: 600, width: 300, height: 140 };

describe('placement ↔ document_signatures', () => {
  it('reads the fields the server holds, page as a number', () => {
    const fields = fieldsFromSignatures([
      {
        sid: 's1',
        document_signatures: [
          { document_id: DOC_A, visual_signature: { positions: [{ page: '2', ...box }] } },
          { document_id: DOC_B, visual_signature: null },
        ],
      },
    ]);
    expect(fields).toEqual([{ key: `s1:${DOC_A}:0`, sid: 's1', documentId: DOC_A, page: 2, box }]);
  });

  it('writes every document, null where the signer has no field, page as a string', () => {
    const body = documentSignaturesFor(
      's1',
      [
        { key: 'k1', sid: 's1', documentId: DOC_B, page: 0, box },
        { key: 'k2', sid: 's2', documentId: DOC_A, page: 1, box },
        { key: 'k3', sid: 's1', documentId: DOC_B, page: 4, box: { ...box, y: 10 } },
      ],
      [DOC_A, DOC_B],
    );
    expect(body).toEqual([
      { document_id: DOC_A, visual_signature: null },
      {
        document_id: DOC_B,
        visual_signature: {
          positions: [
            { page: '0', ...box },
            { page: '4', ...box, y: 10 },
          ],
        },
      },
    ]);
  });

  it('round-trips: what is written reads back as the same fields', () => {
    const fields = [
      { key: 'x', sid: 's1', documentId: DOC_A, page: 3, box },
      { key: 'y', sid: 's1', documentId: DOC_B, page: 0, box: { ...box, x: 0 } },
    ];
    const back = fieldsFromSignatures([
      {
        sid: 's1',
        document_signatures: documentSignaturesFor('s1', fields, [DOC_A, DOC_B]) as never,
      },
    ]);
    expect(back.map(({ key: _, ...f }) => f)).toEqual(fields.map(({ key: _, ...f }) => f));
  });

  it('names only the signers whose fields changed', () => {
    const saved = [
      { key: 'a', sid: 's1', documentId: DOC_A, page: 0, box },
      { key: 'b', sid: 's2', documentId: DOC_A, page: 0, box },
    ];
    expect(changedSigners(saved, saved)).toEqual([]);
    expect(
      changedSigners(saved, [
        saved[0]!,
        { ...saved[1]!, box: { ...box, x: 41 } },
        { key: 'c', sid: 's3', documentId: DOC_B, page: 1, box },
      ]),
    ).toEqual(['s2', 's3']);
    expect(changedSigners(saved, [saved[1]!])).toEqual(['s1']);
  });
});
