import { BUSINESS_DELETION_GRACE_DAYS } from '@signet/contract';
import { SectionCard } from '../components/section-card.tsx';
import {
  BusinessAdminPage,
  BusinessDetailsForm,
  BusinessLogoSection,
  DeletionSection,
  useBusinessTranslation,
} from '../features/business/index.ts';

/** §2 /business/profile: the business's details, support contact and logo; deleting it. */
export default function BusinessProfilePage() {
  const { t } = useBusinessTranslation();
  return (
    <BusinessAdminPage title={t('profile.heading')}>
      {(business) => (
        <>
          <SectionCard title={t('profile.details')}>
            <BusinessDetailsForm business={business} />
          </SectionCard>
          <SectionCard title={t('logo.title')} description={t('logo.text')}>
            <BusinessLogoSection business={business} />
          </SectionCard>
          <SectionCard
            title={t('deletion.title')}
            description={t('deletion.text', { days: BUSINESS_DELETION_GRACE_DAYS })}
            tone="danger"
          >
            <DeletionSection business={business} />
          </SectionCard>
        </>
      )}
    </BusinessAdminPage>
  );
}
