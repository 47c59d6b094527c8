import { useTranslation } from 'react-i18next';
import { AppButton } from '../components/app-button.tsx';
import { WarningIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';

/** §8: cookies disabled. Trying again reloads the start page, which checks cookies anew. */
export default function CookiesBlockedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<WarningIcon color="warning" />}
      title={t('cookies_blocked.title')}
      actions={
        <AppButton size="large" onClick={() => window.location.assign('/')}>
          {t('cookies_blocked.retry')}
        </AppButton>
      }
    >
      {t('cookies_blocked.text')}
    </MessagePage>
  );
}
