import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentMetadata, SignatureRequest } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { SignerView } from './signer-view.ts';
import type { Placement } from './use-placement.ts';

/**
 * Placement mode's controls: whose field to place, and a keyboard way to add one on any page
 * of any document (a click on a page does the same with a pointer).
 */
export function PlacementPanel({
  request,
  documents,
  signers,
  placement,
}: {
  request: SignatureRequest;
  documents: (DocumentMetadata | undefined)[];
  signers: SignerView[];
  placement: Placement;
}) {
  const { t } = useTranslation('viewer');
  const pages = request.documents.flatMap((document, d) =>
    (documents[d]?.pages ?? []).map((size, index) => ({
      value: `${document.id}:${index}`,
      documentId: document.id,
      index,
      size,
      label: t('placement.page_option', { name: document.name, page: index + 1 }),
    })),
  );
  const [target, setTarget] = useState('');
  const chosen = pages.find((p) => p.value === target) ?? pages[0];
  const open = signers.filter((s) => s.status === 'OPEN');
  return (
    <Box sx={{ px: 6, py: 5 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
        {t('placement.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 5 }}>
        {t('placement.hint')}
      </Typography>
      <Typography
        id="placement-signer-label"
        variant="overline"
        sx={{
          color: 'text.secondary',
          fontWeight: 700,
          letterSpacing: '0.08em',
          display: 'block',
          mb: 1,
        }}
      >
        {t('placement.for')}
      </Typography>
      <Stack role="radiogroup" aria-labelledby="placement-signer-label" sx={{ mb: 5 }}>
        {open.map((signer) => {
          const count = placement.fields.filter((f) => f.sid === signer.sid).length;
          const active = placement.activeSid === signer.sid;
          return (
            <Stack
              key={signer.sid}
              component="label"
              direction="row"
              spacing={2}
              sx={{
                alignItems: 'center',
                px: 2,
                py: 1,
                borderRadius: 2,
                cursor: 'pointer',
                border: 2,
                borderColor: active ? signer.color : 'transparent',
                bgcolor: active ? `${signer.color}14` : 'transparent',
              }}
            >
              <Radio
                checked={active}
                onChange={() => placement.setActiveSid(signer.sid)}
                value={signer.sid}
                name="placement-signer"
                size="small"
                sx={{ color: signer.color, '&.Mui-checked': { color: signer.color } }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, fontSize: 14 }} noWrap>
                  {signer.name}
                </Typography>
                <Typography
                  variant="body2"
                  color={count === 0 ? 'warning.dark' : 'text.secondary'}
                  sx={{ fontSize: 13 }}
                >
                  {count === 0 ? t('placement.no_field') : t('placement.fields', { total: count })}
                </Typography>
              </Box>
            </Stack>
          );
        })}
      </Stack>
      {chosen && (
        <Stack spacing={3}>
          <TextField
            select
            size="small"
            label={t('placement.page')}
            value={chosen.value}
            onChange={(event) => setTarget(event.target.value)}
          >
            {pages.map((page) => (
              <MenuItem key={page.value} value={page.value}>
                {page.label}
              </MenuItem>
            ))}
          </TextField>
          <AppButton
            kind="secondary"
            disabled={!placement.activeSid}
            onClick={() =>
              placement.add(chosen.documentId, chosen.index, chosen.size, undefined, true)
            }
          >
            {t('placement.add')}
          </AppButton>
        </Stack>
      )}
    </Box>
  );
}
