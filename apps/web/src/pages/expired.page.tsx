import { useTranslation } from 'react-i18next';
import { AppButton } from '../components/app-button.tsx';
import { WarningIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';

export default function ExpiredPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<WarningIcon color="warning" />}
      title={t('expired.title')}
      actions={
        <>
          <AppButton kind="secondary" to="/password-reset">
            {t('expired.reset')}
          </AppButton>
          <AppButton to="/login">{t('expired.login')}</AppButton>
        </>
      }
    >
      {t('expired.text')}
    </MessagePage>
  );
}
