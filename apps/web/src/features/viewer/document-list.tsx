import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DocumentMetadata, isTerminalStatus, type SignatureRequest } from '@signet/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../components/icons.tsx';
import { DocumentPage } from './document-page.tsx';
import { firstPages, zoomedColumn } from './page-navigation.ts';
import { fieldsFromSignatures } from './placement.ts';
import { EditableField } from './signature-field.tsx';
import { SignatureMark } from './signature-mark.tsx';
import type { SignerView } from './signer-view.ts';
import type { Placement } from './use-placement.ts';

/** "1 page", "2 pages": a document's length in words that agree with the number. */
export function pageCount(t: TFunction<'viewer'>, total: number): string {
  return total === 1 ? t('document.one_page') : t('document.pages', { total });
}

/** §1: every document of the request, page by page, with its placeholders and stickers. */
export function DocumentList({
  request,
  documents,
  signers,
  placement,
  scrollRoot,
  zoom = 1,
  guidedKey,
}: {
  request: SignatureRequest;
  /** GET /v3/documents/{id} per document, undefined while it loads. */
  documents: (DocumentMetadata | undefined)[];
  signers: ReadonlyMap<string, SignerView>;
  placement: Placement;
  scrollRoot: Element | null;
  /** The pages' width against their width at 100 % (issue 20). */
  zoom?: number;
  /** The field the signer was last led to. */
  guidedKey?: string | undefined;
}) {
  const { t } = useTranslation('viewer');
  const marks = useMemo(() => fieldsFromSignatures(request.signatures), [request.signatures]);
  // Once the request ended, nobody signs any more: only the stickers of done signatures remain.
  const ended = isTerminalStatus(request.status_overall);
  const first = useMemo(() => firstPages(request.documents), [request.documents]);
  return (
    <Stack spacing={8} sx={zoomedColumn(zoom)}>
      {request.documents.map((document, d) => {
        const metadata = documents[d];
        const firstPage = first.get(document.id) ?? 1;
        return (
          <Box component="section" key={document.id} aria-label={document.name}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, px: 1 }}>
              <DocumentIcon sx={{ color: 'text.secondary' }} fontSize="small" />
              <Typography component="h2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                {document.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {pageCount(t, document.page_count)}
              </Typography>
            </Stack>
            <Stack spacing={4}>
              {metadata
                ? metadata.pages.map((size, index) => {
                    const onPage = (f: { documentId: string; page: number }) =>
                      f.documentId === document.id && f.page === index;
                    const label = t('page.label', { page: index + 1, total: metadata.page_count });
                    return (
                      <DocumentPage
                        // biome-ignore lint/suspicious/noArrayIndexKey: a page is its index.
                        key={index}
                        documentId={document.id}
                        index={index}
                        size={size}
                        label={label}
                        pageNumber={firstPage + index}
                        scrollRoot={scrollRoot}
                        onPageClick={
                          placement.editing && placement.activeSid
                            ? (at) => placement.add(document.id, index, size, at)
                            : undefined
                        }
                      >
                        {(ratio) =>
                          placement.editing
                            ? placement.fields.filter(onPage).map((field) => {
                                const signer = signers.get(field.sid);
                                return (
                                  <EditableField
                                    key={field.key}
                                    box={field.box}
                                    page={size}
                                    ratio={ratio}
                                    color={signer?.color ?? '#1d3b8f'}
                                    name={signer?.name ?? ''}
                                    pageLabel={label}
                                    selected={placement.selectedKey === field.key}
                                    focus={placement.focusKey === field.key}
                                    onChange={(box) => placement.update(field.key, box)}
                                    onSelect={() => placement.select(field)}
                                    onRemove={() => placement.remove(field.key)}
                                  />
                                );
                              })
                            : marks.filter(onPage).flatMap((field) => {
                                const signer = signers.get(field.sid);
                                // A declined or withdrawn signature leaves nothing to show.
                                const waiting = signer?.status === 'OPEN' && !ended;
                                if (!signer || (!waiting && signer.status !== 'SIGNED')) return [];
                                return [
                                  <SignatureMark
                                    key={field.key}
                                    box={field.box}
                                    ratio={ratio}
                                    color={signer.color}
                                    name={signer.name}
                                    signed={signer.status === 'SIGNED'}
                                    fieldKey={field.key}
                                    guided={field.key === guidedKey}
                                  />,
                                ];
                              })
                        }
                      </DocumentPage>
                    );
                  })
                : Array.from({ length: Math.min(document.page_count, 3) }, (_, i) => (
                    <Skeleton
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                      key={i}
                      variant="rounded"
                      sx={{ width: '100%', height: 'auto', aspectRatio: '595 / 842' }}
                    />
                  ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
