import { SectionCard } from '../components/section-card.tsx';
import {
  AesForBusinessForm,
  AesStatus,
  BusinessAdminPage,
  useBusinessTranslation,
} from '../features/business/index.ts';

/** §2 /business/profile/aes-for-business: the representative who vouches for the members. */
export default function BusinessAesForBusinessPage() {
  const { t } = useBusinessTranslation();
  return (
    <BusinessAdminPage title={t('aes.heading')} intro={t('aes.intro')}>
      {(business) => (
        <>
          <SectionCard title={t('aes.status_title')}>
            <AesStatus aes={business.aes4biz} />
          </SectionCard>
          <SectionCard title={t('aes.form_title')}>
            <AesForBusinessForm business={business} />
          </SectionCard>
        </>
      )}
    </BusinessAdminPage>
  );
}
