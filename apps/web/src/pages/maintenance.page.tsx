import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../components/app-link.tsx';
import { TuneIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';
import { useMaintenance } from '../features/maintenance/index.ts';

/** §4: blocking maintenance sends everyone here except internal staff. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const maintenance = useMaintenance();
  const url = maintenance?.url;
  return (
    <MessagePage icon={<TuneIcon />} title={t('maintenance.page.title')}>
      <p>{t('maintenance.page.text')}</p>
      {url && <ExternalLink href={url}>{t('maintenance.page.status_link')}</ExternalLink>}
    </MessagePage>
  );
}
