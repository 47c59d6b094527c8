import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href } from '@signet/contract';
import { useNavigate } from 'react-router';
import { SectionCard } from '../components/section-card.tsx';
import { BusinessRegisterForm, useBusinessTranslation } from '../features/business/index.ts';
import { useRefreshUser, useRuntimeConfig, useUser } from '../features/session/index.ts';
import { dpaUrl, termsUrl } from '../lib/terms-url.ts';

/** §2 /business/register (strict: users without a business): found a business. */
export default function BusinessRegisterPage() {
  const { t } = useBusinessTranslation();
  const user = useUser().data;
  const refresh = useRefreshUser();
  const navigate = useNavigate();
  const domainName = useRuntimeConfig()?.domainName;
  if (!user) return null;
  return (
    <Stack spacing={6}>
      <div>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('register.title')}
        </Typography>
        <Typography color="text.secondary">{t('register.subtitle')}</Typography>
      </div>
      <SectionCard title={t('register.section')}>
        <BusinessRegisterForm
          defaultEmail={user.email}
          termsUrl={termsUrl(domainName)}
          dpaUrl={dpaUrl(domainName)}
          onFounded={async () => {
            // The account now names its business and the admin role the welcome page needs.
            await refresh();
            navigate(href('businessWelcome'), { replace: true });
          }}
        />
      </SectionCard>
    </Stack>
  );
}
