import { BusinessAdminPage } from '../features/business/index.ts';
import { ApiAccountsView, useApiTranslation } from '../features/business-api/index.ts';

/** §2 /business/developers/api: the business's API accounts and the API reference. */
export default function BusinessDevelopersApiPage() {
  const { t } = useApiTranslation();
  return (
    <BusinessAdminPage title={t('page.title')} intro={t('page.intro')}>
      {(business) => <ApiAccountsView business={business} />}
    </BusinessAdminPage>
  );
}
