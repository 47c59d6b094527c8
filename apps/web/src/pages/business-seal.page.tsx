import { useParams } from 'react-router';
import { BusinessAdminPage } from '../features/business/index.ts';
import { SealView, useSealsTranslation } from '../features/business-seals/index.ts';

/** §2 /business/seals/{accountname}: one seal's stamp, image and members. */
export default function BusinessSealPage() {
  const { t } = useSealsTranslation();
  const { accountname = '' } = useParams();
  return (
    <BusinessAdminPage title={t('page.title')}>
      {(business) => <SealView businessId={business.id} accountName={accountname} />}
    </BusinessAdminPage>
  );
}
