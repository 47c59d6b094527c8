import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUser } from '../features/session/index.ts';
import { VisualSignaturesView } from '../features/visual-signatures/index.ts';

export default function ProfileVisualSignaturePage() {
  const { t } = useTranslation('visual');
  const user = useUser().data;
  if (!user) return null;
  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('page.heading')}</Typography>
      <VisualSignaturesView user={user} />
    </Stack>
  );
}
