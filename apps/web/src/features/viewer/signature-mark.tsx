import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../components/icons.tsx';
import { fieldLabelSx } from './field-label.ts';
import { type FieldBox, pointsToPixels } from './page-geometry.ts';

/**
 * §1 signature placeholders (a field waiting for its signer) and signature stickers (the
 * signer has signed), drawn over the page image outside placement mode.
 */
export function SignatureMark({
  box,
  ratio,
  color,
  name,
  signed,
  fieldKey,
  guided = false,
}: {
  box: FieldBox;
  ratio: number;
  color: string;
  name: string;
  signed: boolean;
  /** For "go to my field" (issue 20). */
  fieldKey?: string;
  /** The field the signer was just led to: drawn stronger. */
  guided?: boolean;
}) {
  const { t } = useTranslation('viewer');
  const px = pointsToPixels(box, ratio);
  const frame = {
    position: 'absolute',
    left: px.x,
    top: px.y,
    width: px.width,
    height: px.height,
    pointerEvents: 'none',
  } as const;
  if (signed) {
    // The page image already shows the stamp itself: only an outline and a tag on its top edge,
    // so nothing covers the stamp's text.
    return (
      <Box
        data-testid="signature-sticker"
        sx={{ ...frame, borderRadius: 1.5, border: '2px solid #2e7d32' }}
      >
        <Box
          sx={{
            position: 'absolute',
            left: -2,
            bottom: '100%',
            maxWidth: 'calc(100% + 4px)',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.25,
            bgcolor: '#2e7d32',
            color: '#fff',
            borderRadius: '6px 6px 0 0',
          }}
        >
          <CheckCircleIcon sx={{ fontSize: 14 }} />
          <Typography noWrap sx={{ fontSize: 12, fontWeight: 600, lineHeight: 1.4 }}>
            {t('field.sticker', { name })}
          </Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      data-testid="signature-placeholder"
      data-field-key={fieldKey}
      data-guided={guided || undefined}
      sx={{
        ...frame,
        boxShadow: guided ? `0 0 0 4px ${color}66` : 'none',
        borderRadius: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        overflow: 'hidden',
        bgcolor: `${color}1a`,
        border: `2px dashed ${color}`,
      }}
    >
      <Typography title={t('field.placeholder', { name })} sx={fieldLabelSx(px.height)}>
        {t('field.placeholder', { name })}
      </Typography>
    </Box>
  );
}
