import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectSignatureRequest } from '@signet/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentPage } from '../viewer/index.ts';
import { guestPageSource } from './direct.api.ts';
import type { GuestSession } from './guest-session.ts';

interface FieldOnPage {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The guest's own placed fields, by document and page index (the contract's 0-based `page`). */
function ownFields(request: DirectSignatureRequest): Map<string, FieldOnPage[]> {
  const fields = new Map<string, FieldOnPage[]>();
  for (const placed of request.signature.document_signatures) {
    for (const position of placed.visual_signature?.positions ?? []) {
      const key = `${placed.document_id}:${Number(position.page)}`;
      const { x, y, width, height } = position;
      fields.set(key, [...(fields.get(key) ?? []), { x, y, width, height }]);
    }
  }
  return fields;
}

/** Where the guest's signature goes: a marked frame over the page, in points from its top left. */
function OwnField({ field, ratio, label }: { field: FieldOnPage; ratio: number; label: string }) {
  return (
    <Box
      data-testid="own-signature-field"
      role="img"
      aria-label={label}
      sx={{
        position: 'absolute',
        left: field.x * ratio,
        top: field.y * ratio,
        width: field.width * ratio,
        height: field.height * ratio,
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
          fontSize: Math.max(10, Math.min(14, field.height * ratio * 0.28)),
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
 * guest's own signature field where the sender placed it; nothing of other signers.
 */
export function GuestPages({
  session,
  request,
}: {
  session: GuestSession;
  request: DirectSignatureRequest;
}) {
  const { t } = useTranslation('direct');
  const [scrollRoot] = useState<Element | null>(null);
  const source = useMemo(() => guestPageSource(session), [session]);
  const fields = useMemo(() => ownFields(request), [request]);
  return (
    <Stack spacing={8}>
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
                label={t('viewer.page', {
                  document: document.name,
                  page: index + 1,
                  pages: document.pages.length,
                })}
              >
                {(ratio) =>
                  (fields.get(`${document.id}:${index}`) ?? []).map((field) => (
                    <OwnField
                      key={`${field.x}:${field.y}`}
                      field={field}
                      ratio={ratio}
                      label={t('viewer.your_field')}
                    />
                  ))
                }
              </DocumentPage>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
