import type { SignatureRequest } from '@signet/contract';
import { useCallback, useMemo, useState } from 'react';
import { freeSpot } from './free-spot.ts';
import { defaultField, type FieldBox, type PageSize } from './page-geometry.ts';
import {
  changedSigners,
  documentSignaturesFor,
  fieldsFromSignatures,
  type PlacedField,
} from './placement.ts';
import { placeSignatureFields } from './viewer.api.ts';

let nextKey = 1;

/** The placement mode's state: the fields on screen against those the server holds. */
export function usePlacement(request: SignatureRequest) {
  const saved = useMemo(
    () => fieldsFromSignatures(request.signatures.filter((s) => s.status_code !== 'SIGNED')),
    [request.signatures],
  );
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<PlacedField[]>([]);
  const [activeSid, setActiveSid] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  /** A field added from the keyboard takes the focus, so the arrow keys work on it at once. */
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const changed = useMemo(
    () => (editing ? changedSigners(saved, fields) : []),
    [editing, saved, fields],
  );

  const start = useCallback(() => {
    setFields(saved);
    setEditing(true);
    setSelectedKey(null);
    setActiveSid(request.signatures.find((s) => s.status_code === 'OPEN')?.sid ?? null);
  }, [saved, request.signatures]);

  const stop = useCallback(() => {
    setEditing(false);
    setSelectedKey(null);
  }, []);

  /** A new field for the active signer, 300×140 pt (§9), centred where the page was clicked. */
  const add = useCallback(
    (
      documentId: string,
      page: number,
      size: PageSize,
      at?: { x: number; y: number },
      focus = false,
    ) => {
      if (!activeSid) return;
      const key = `new-${nextKey++}`;
      // Never on top of a field already on this page (issue 20): the nearest free spot.
      setFields((all) => {
        const taken = all
          .filter((f) => f.documentId === documentId && f.page === page)
          .map((f) => f.box);
        const box = freeSpot(defaultField(size, at), taken, size);
        return [...all, { key, sid: activeSid, documentId, page, box }];
      });
      setSelectedKey(key);
      setFocusKey(focus ? key : null);
    },
    [activeSid],
  );

  const update = useCallback((key: string, box: FieldBox) => {
    setFields((all) => all.map((f) => (f.key === key ? { ...f, box } : f)));
  }, []);

  const remove = useCallback((key: string) => {
    setFields((all) => all.filter((f) => f.key !== key));
    setSelectedKey(null);
  }, []);

  const select = useCallback((field: PlacedField) => {
    setSelectedKey(field.key);
    setActiveSid(field.sid);
  }, []);

  /** PUT …/signatures/{sid} for each signer whose fields changed. */
  const save = useCallback(async () => {
    const documentIds = request.documents.map((d) => d.id);
    for (const sid of changed) {
      await placeSignatureFields(request.id, sid, documentSignaturesFor(sid, fields, documentIds));
    }
  }, [changed, fields, request.id, request.documents]);

  return {
    editing,
    fields,
    activeSid,
    selectedKey,
    focusKey,
    dirty: changed.length > 0,
    start,
    stop,
    add,
    update,
    remove,
    select,
    setActiveSid,
    save,
  };
}

export type Placement = ReturnType<typeof usePlacement>;
