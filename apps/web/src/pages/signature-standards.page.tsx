import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SignatureStandardsView } from '../features/identification/index.ts';
import { useRefreshUser, useUser } from '../features/session/index.ts';

/** /profile/signature-standards and its eidas/zertes pages: levels, methods, coverage, status. */
export default function SignatureStandardsPage() {
  const { t } = useTranslation('identification');
  const user = useUser().data;
  const refresh = useRefreshUser();
  const { pathname } = useLocation();
  const only = pathname.includes('/eidas/')
    ? 'eidas'
    : pathname.includes('/zertes/')
      ? 'zertes'
      : undefined;
  if (!user) return null;
  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('page.standards')}</Typography>
      <SignatureStandardsView
        user={user}
        {...(only ? { only } : {})}
        onChanged={async () => refresh()}
      />
    </Stack>
  );
}
