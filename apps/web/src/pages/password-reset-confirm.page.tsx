import { useTranslation } from 'react-i18next';
import { AppButton } from '../components/app-button.tsx';
import { CheckCircleIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';

export default function PasswordResetConfirmPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<CheckCircleIcon color="success" />}
      title={t('password_reset.confirm.title')}
      actions={
        <AppButton size="large" to="/login">
          {t('password_reset.confirm.login')}
        </AppButton>
      }
    >
      {t('password_reset.confirm.text')}
    </MessagePage>
  );
}
