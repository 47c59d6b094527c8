import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href } from '@signet/contract';
import { SectionCard } from '../components/section-card.tsx';
import { BusinessRegisterForm, useBusinessTranslation } from '../features/business/index.ts';
import { useRuntimeConfig, useUser } from '../features/session/index.ts';
import { dpaUrl, termsUrl } from '../lib/terms-url.ts';

/** §2 /business/register (strict: users without a business): found a business. */
export default function BusinessRegisterPage() {
  const { t } = useBusinessTranslation();
  const user = useUser().data;
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
          onFounded={() => {
            // A new page load: the account is read afresh with its business and admin role. Moved
            // within the app, the register page would see the admin role a render before the
            // welcome page is drawn, and the guard would send it to the profile (§6).
            window.location.assign(href('businessWelcome'));
          }}
        />
      </SectionCard>
    </Stack>
  );
}
