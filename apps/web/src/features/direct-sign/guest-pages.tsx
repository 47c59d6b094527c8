import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectSignatureRequest } from '@signet/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentPage,
  firstPages,
  type GuidedField,
  SIDEWAYS_SCROLLER,
  zoomedColumn,
} from '../viewer/index.ts';
import { guestPageSource } from './direct.api.ts';
import { guestFields } from './guest-navigation.ts';
import type { GuestSession } from './guest-session.ts';

/** Where the guest's signature goes: a marked frame over the page, in points from its top left. */
function OwnField({
  field,
  ratio,
  label,
  guided,
}: {
  field: GuidedField;
  ratio: number;
  label: string;
  /** The field "Sign" or "Go to my field" led the guest to last. */
  guided: boolean;
}) {
  const { x, y, width, height } = field.box;
  return (
    <Box
      data-testid="own-signature-field"
      data-field-key={field.key}
      data-guided={guided || undefined}
      role="img"
      aria-label={label}
      sx={{
        position: 'absolute',
        left: x * ratio,
        top: y * ratio,
        width: width * ratio,
        height: height * ratio,
        boxShadow: guided ? '0 0 0 4px rgba(255, 160, 0, 0.45)' : 'none',
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'warning.dark',
        bgcolor: 'rgba(255, 193, 7, 0.18)',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        pointerEvents: 'none',
      }}
    >
      <Typography
        component="span"
        aria-hidden="true"
        sx={{
          fontSize: Math.max(10, Math.min(14, height * ratio * 0.28)),
          fontWeight: 600,
          color: '#6b4a00',
          px: 1,
          textAlign: 'center',
          lineHeight: 1.15,
        }}
      >
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The documents of the link's request page by page (§1 viewer, lazily loaded pages), with the
 * guest's own signature field where the sender placed it; nothing of other signers. Pages carry
 * their request-wide number and fields their key, for the page navigator (issue 20).
 */
export function GuestPages({
  session,
  request,
  scrollRoot,
  zoom,
  guidedKey,
}: {
  session: GuestSession;
  request: DirectSignatureRequest;
  /** The scrolling area the pages load in as they come near. */
  scrollRoot: Element | null;
  /** The pages' width against their width at 100 % (issue 20). */
  zoom: number;
  /** The field the guest was last led to. */
  guidedKey: string | undefined;
}) {
  const { t } = useTranslation('direct');
  const source = useMemo(() => guestPageSource(session), [session]);
  const fields = useMemo(() => guestFields(request), [request]);
  const first = useMemo(() => firstPages(request.documents), [request.documents]);
  return (
    <Box {...{ [SIDEWAYS_SCROLLER]: '' }} sx={{ overflowX: zoom > 1 ? 'auto' : 'visible' }}>
      <Stack spacing={8} sx={zoomedColumn(zoom)}>
        {request.documents.map((document) => (
          <Box key={document.id} component="section" aria-labelledby={`doc-${document.id}`}>
            <Typography
              id={`doc-${document.id}`}
              component="h2"
              sx={{ fontWeight: 700, mb: 3, overflowWrap: 'anywhere' }}
            >
              {document.name}
            </Typography>
            <Stack spacing={4}>
              {document.pages.map((size, index) => (
                <DocumentPage
                  // biome-ignore lint/suspicious/noArrayIndexKey: a page is its index.
                  key={index}
                  documentId={document.id}
                  index={index}
                  size={size}
                  source={source}
                  scrollRoot={scrollRoot}
                  pageNumber={(first.get(document.id) ?? 1) + index}
                  label={t('viewer.page', {
                    document: document.name,
                    page: index + 1,
                    pages: document.pages.length,
                  })}
                >
                  {(ratio) =>
                    fields
                      .filter((field) => field.documentId === document.id && field.page === index)
                      .map((field) => (
                        <OwnField
                          key={field.key}
                          field={field}
                          ratio={ratio}
                          label={t('viewer.your_field')}
                          guided={field.key === guidedKey}
                        />
                      ))
                  }
                </DocumentPage>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
