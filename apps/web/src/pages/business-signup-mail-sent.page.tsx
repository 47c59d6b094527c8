import { href, loginEmailFromQuery } from '@signet/contract';
import { useSearchParams } from 'react-router';
import { AppButton } from '../components/app-button.tsx';
import { MailIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';
import { useBusinessTranslation } from '../features/business/index.ts';

/** §2 /business/signup/mail-sent: the confirmation link is on its way. */
export default function BusinessSignupMailSentPage() {
  const { t } = useBusinessTranslation();
  const [query] = useSearchParams();
  const email = loginEmailFromQuery(query);
  return (
    <MessagePage
      icon={<MailIcon />}
      title={t('mail_sent.title')}
      actions={
        <AppButton kind="secondary" to={href('businessSignup')}>
          {t('mail_sent.retry')}
        </AppButton>
      }
    >
      {email ? t('mail_sent.text_to', { email }) : t('mail_sent.text')}
    </MessagePage>
  );
}
