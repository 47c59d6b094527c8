import { BusinessAdminPage } from '../features/business/index.ts';
import { SealsView, useSealsTranslation } from '../features/business-seals/index.ts';

/** §2 /business/seals: the business's seals, the request for a new one, and the requests. */
export default function BusinessSealsPage() {
  const { t } = useSealsTranslation();
  return (
    <BusinessAdminPage title={t('page.title')} intro={t('page.intro')}>
      {(business) => <SealsView business={business} />}
    </BusinessAdminPage>
  );
}
