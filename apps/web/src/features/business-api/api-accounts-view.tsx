import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Business, PUBLIC_API_DOCS_PATH } from '@signet/contract';
import { SectionCard } from '../../components/section-card.tsx';
import { ApiAccountForm } from './api-account-form.tsx';
import { ApiAccountsList } from './api-accounts-list.tsx';
import { useApiTranslation } from './api-translation.ts';

/**
 * §2 /business/developers/api, inside the business admin frame: the business's API accounts,
 * the form for a new one, and a link to the API reference.
 */
export function ApiAccountsView({ business }: { business: Business }) {
  const { t } = useApiTranslation();
  return (
    <Stack spacing={6}>
      <SectionCard title={t('list.heading')}>
        <ApiAccountsList businessId={business.id} />
      </SectionCard>
      <SectionCard title={t('form.heading')} description={t('form.intro')}>
        <ApiAccountForm businessId={business.id} />
      </SectionCard>
      <SectionCard title={t('reference.heading')}>
        <Typography sx={{ mb: 2 }}>{t('reference.text')}</Typography>
        <Link href={PUBLIC_API_DOCS_PATH} target="_blank" rel="noopener">
          {t('reference.link')}
        </Link>
      </SectionCard>
    </Stack>
  );
}
