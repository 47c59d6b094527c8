import type { VisualSignaturePreviewBody } from '@signet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useObjectUrl } from '../../lib/object-url.ts';
import { listSignatures, loadDraftPreview, loadPreview } from './visual-signatures.api.ts';

/** The account's visual signatures, their stored stamps, and the preview of one being edited. */
export const visualSignatureKeys = {
  all: ['visual-signatures'] as const,
  list: () => [...visualSignatureKeys.all, 'list'] as const,
  preview: (id: string, version: string) =>
    [...visualSignatureKeys.all, 'preview', id, version] as const,
  /** `draft` is the settled form content as JSON; `revision` draws it anew after a save. */
  draft: (draft: string, revision: number) =>
    [...visualSignatureKeys.all, 'draft', draft, revision] as const,
};

export function useVisualSignatures() {
  return useQuery({
    queryKey: visualSignatureKeys.list(),
    queryFn: ({ signal }) => listSignatures(signal),
  });
}

export function useRefreshVisualSignatures() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: visualSignatureKeys.all });
}

/** The stamp of a stored signature; `version` (its updatedAt) draws it anew after a change. */
export function useStoredPreview(id: string, version: string) {
  const query = useQuery({
    queryKey: visualSignatureKeys.preview(id, version),
    queryFn: ({ signal }) => loadPreview(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { ...query, url: useObjectUrl(query.data) };
}

/** Live preview while editing: asks again 400 ms after the last change. */
export function useDraftPreview(draft: VisualSignaturePreviewBody | undefined, revision: number) {
  const [settled, setSettled] = useState(draft);
  const key = JSON.stringify(draft ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the draft's content.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(draft), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery({
    queryKey: visualSignatureKeys.draft(JSON.stringify(settled ?? null), revision),
    queryFn: ({ signal }) => loadDraftPreview(settled!, signal),
    enabled: settled !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
    retry: false,
  });
  return { ...query, url: useObjectUrl(query.data) };
}
