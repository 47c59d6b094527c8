import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../components/icons.tsx';
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
}: {
  box: FieldBox;
  ratio: number;
  color: string;
  name: string;
  signed: boolean;
}) {
  const { t } = useTranslation('viewer');
  const px = pointsToPixels(box, ratio);
  const fontSize = Math.max(10, Math.min(14, px.height / 6));
  return (
    <Box
      data-testid={signed ? 'signature-sticker' : 'signature-placeholder'}
      sx={{
        position: 'absolute',
        left: px.x,
        top: px.y,
        width: px.width,
        height: px.height,
        borderRadius: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        overflow: 'hidden',
        pointerEvents: 'none',
        ...(signed
          ? { bgcolor: 'rgba(46, 125, 50, 0.10)', border: '2px solid #2e7d32' }
          : { bgcolor: `${color}1a`, border: `2px dashed ${color}` }),
      }}
    >
      {signed && <CheckCircleIcon sx={{ color: 'success.main', fontSize: fontSize * 1.6 }} />}
      <Typography
        sx={{
          fontSize,
          fontWeight: 600,
          color: '#1b2437',
          textAlign: 'center',
          px: 1,
          lineHeight: 1.2,
        }}
      >
        {signed ? t('field.sticker', { name }) : t('field.placeholder', { name })}
      </Typography>
    </Box>
  );
}
