import { useTranslation } from 'react-i18next';
import { AppButton } from '../components/app-button.tsx';
import { CheckCircleIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';
import { useUser } from '../features/session/index.ts';

export default function WelcomePage() {
  const { t } = useTranslation();
  const user = useUser().data;
  return (
    <MessagePage
      icon={<CheckCircleIcon color="success" />}
      title={
        user?.firstName ? t('welcome.title_named', { name: user.firstName }) : t('welcome.title')
      }
      actions={
        <AppButton size="large" to="/dashboard">
          {t('welcome.start')}
        </AppButton>
      }
    >
      {t('welcome.text')}
    </MessagePage>
  );
}
