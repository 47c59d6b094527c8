import { loginEmailFromQuery } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppButton } from '../components/app-button.tsx';
import { MailIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';

export default function PasswordResetMailSentPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const email = loginEmailFromQuery(query);
  return (
    <MessagePage
      icon={<MailIcon />}
      title={t('password_reset.mail_sent.title')}
      actions={
        <AppButton kind="secondary" to="/login">
          {t('password_reset.back_to_login')}
        </AppButton>
      }
    >
      {email
        ? t('password_reset.mail_sent.text_to', { email })
        : t('password_reset.mail_sent.text')}
    </MessagePage>
  );
}
