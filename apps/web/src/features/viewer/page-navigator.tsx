import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { FitWidthIcon, PlaceIcon, ZoomInIcon, ZoomOutIcon } from '../../components/icons.tsx';
import { FIT_ZOOM, pageFromInput, ZOOM_STEPS, zoomStep } from './page-navigation.ts';
import type { FieldGuide } from './use-field-guide.ts';
import type { PageNavigation } from './use-page-navigation.ts';

/** Read by screen readers, not shown. */
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The viewer header's second row (issue 20): "Page n of m" with a field to jump to a page, zoom
 * out and in or back to the width of the screen, and for a signer "Go to my field", then "Next field" when they have several.
 */
export function PageNavigator({
  navigation,
  total,
  fields,
  guide,
}: {
  navigation: PageNavigation;
  total: number;
  /** How many fields wait for the account (0: no field button). */
  fields: number;
  guide: FieldGuide;
}) {
  const { t } = useTranslation('viewer');
  const { page, zoom, setZoom, goToPage } = navigation;
  const [typed, setTyped] = useState<string | null>(null);
  // The field follows the page being read, except while someone types into it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page ends what was typed.
  useEffect(() => setTyped(null), [page]);
  const go = () => {
    const target = typed === null ? null : pageFromInput(typed, total);
    setTyped(null);
    if (target !== null) goToPage(target);
  };
  const percent = Math.round(zoom * 100);
  return (
    <Stack
      role="toolbar"
      aria-label={t('guide.nav')}
      direction="row"
      data-testid="page-navigator"
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mt: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-hidden>
          {t('guide.page')}
        </Typography>
        <InputBase
          value={typed ?? String(page)}
          onChange={(event) => setTyped(event.target.value)}
          onFocus={(event) => event.target.select()}
          onBlur={go}
          onKeyDown={(event) => {
            if (event.key === 'Enter') go();
            if (event.key === 'Escape') setTyped(null);
          }}
          inputProps={{
            'aria-label': t('guide.go_to_page', { total }),
            inputMode: 'numeric',
            'data-testid': 'page-input',
            style: { textAlign: 'center', padding: '2px 0' },
          }}
          sx={{
            width: `${Math.max(2, String(total).length) + 2}ch`,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontSize: 14,
          }}
        />
        <Typography variant="body2" data-testid="page-total">
          {t('guide.of_total', { total })}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tooltip title={t('guide.zoom_out')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('guide.zoom_out')}
              disabled={zoom <= ZOOM_STEPS[0]}
              onClick={() => setZoom(zoomStep(zoom, -1))}
            >
              <ZoomOutIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: '4.5ch', textAlign: 'center' }}>
          <Box component="span" sx={hidden}>
            {t('guide.zoom', { percent })}
          </Box>
          <span aria-hidden>{percent} %</span>
        </Typography>
        <Tooltip title={t('guide.zoom_in')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('guide.zoom_in')}
              disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}
              onClick={() => setZoom(zoomStep(zoom, 1))}
            >
              <ZoomInIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('guide.zoom_fit')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('guide.zoom_fit')}
              disabled={zoom === FIT_ZOOM}
              onClick={() => setZoom(FIT_ZOOM)}
            >
              <FitWidthIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {fields > 0 && (
        <AppButton kind="secondary" size="small" startIcon={<PlaceIcon />} onClick={guide.next}>
          {guide.visited && fields > 1
            ? t('guide.next_field', { index: guide.upcoming, total: fields })
            : t('guide.my_field')}
        </AppButton>
      )}
      <Box role="status" sx={hidden}>
        {guide.shown ? t('guide.field_shown', { page: guide.shown.pageNumber }) : ''}
      </Box>
    </Stack>
  );
}
