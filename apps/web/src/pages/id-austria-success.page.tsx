import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EidResult } from '../features/identification/index.ts';
import { useRefreshUser } from '../features/session/index.ts';

/** §2 /profile/signature-standards/id-austria-success: where the eID sends the person back. */
export default function IdAustriaSuccessPage() {
  const { t } = useTranslation('identification');
  const refresh = useRefreshUser();
  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('eid.resultTitle')}</Typography>
      <EidResult
        backTo="/profile/signature-standards"
        backLabel={t('eid.back')}
        onIdentified={async () => refresh()}
      />
    </Stack>
  );
}
