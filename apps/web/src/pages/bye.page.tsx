import { useTranslation } from 'react-i18next';
import { AppButton } from '../components/app-button.tsx';
import { CheckCircleIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';

export default function ByePage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<CheckCircleIcon color="success" />}
      title={t('bye.title')}
      actions={
        <AppButton size="large" to="/login">
          {t('bye.login')}
        </AppButton>
      }
    >
      {t('bye.text')}
    </MessagePage>
  );
}
