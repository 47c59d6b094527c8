import Stack from '@mui/material/Stack';
import type { Business } from '@signet/contract';
import { SectionCard } from '../../components/section-card.tsx';
import { SealRequestFormSection } from './seal-request-form.tsx';
import { SealRequestsList } from './seal-requests-list.tsx';
import { SealsList } from './seals-list.tsx';
import { useSealsTranslation } from './seals-translation.ts';

/**
 * §2 /business/seals, inside the business admin frame: the business's seals, the request for a
 * new one, and the requests with what the operator decided.
 */
export function SealsView({ business }: { business: Business }) {
  const { t } = useSealsTranslation();
  return (
    <Stack spacing={6}>
      <SectionCard title={t('list.heading')}>
        <SealsList businessId={business.id} />
      </SectionCard>
      <SectionCard title={t('request.heading')} description={t('request.intro')}>
        <SealRequestFormSection businessId={business.id} organisationName={business.name} />
      </SectionCard>
      <SectionCard title={t('request.list_heading')}>
        <SealRequestsList businessId={business.id} />
      </SectionCard>
    </Stack>
  );
}
