import {
  BusinessAdminPage,
  BusinessSettingsForm,
  useBusinessTranslation,
} from '../features/business/index.ts';

/** §2 /business/settings: what applies to every member's requests and completion mails. */
export default function BusinessSettingsPage() {
  const { t } = useBusinessTranslation();
  return (
    <BusinessAdminPage title={t('settings.heading')}>
      {(business) => <BusinessSettingsForm business={business} />}
    </BusinessAdminPage>
  );
}
