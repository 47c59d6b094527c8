import { loginEmailFromQuery } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppButton } from '../components/app-button.tsx';
import { MailIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';

export default function SignupMailSentPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const email = loginEmailFromQuery(query);
  return (
    <MessagePage
      icon={<MailIcon />}
      title={t('signup.mail_sent.title')}
      actions={
        <AppButton kind="secondary" to="/signup">
          {t('signup.mail_sent.retry')}
        </AppButton>
      }
    >
      {email ? t('signup.mail_sent.text_to', { email }) : t('signup.mail_sent.text')}
    </MessagePage>
  );
}
