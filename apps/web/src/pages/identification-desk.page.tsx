import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DeskView } from '../features/identification/index.ts';

/** The registration desk's officer screen (ADR 0620): the server answers 403 to non-officers. */
export default function IdentificationDeskPage() {
  const { t } = useTranslation('identification');
  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('page.desk')}</Typography>
      <DeskView />
    </Stack>
  );
}
