import Alert from '@mui/material/Alert';
import { Suspense } from 'react';
import { MessagePage } from '../../components/simple-layout.tsx';
import { useBusinessTranslation } from './business-translation.ts';

function InvitationNotice() {
  const { t } = useBusinessTranslation();
  return <Alert severity="info">{t('invite_signup.notice')}</Alert>;
}

/**
 * On /signup/steps opened from a business invitation (flow business_invite): the new account
 * joins the inviting business when it is created.
 */
export function InvitationSignupNotice() {
  return (
    <Suspense fallback={null}>
      <InvitationNotice />
    </Suspense>
  );
}

/**
 * /signup/confirm for flow aes_for_business: the business's representative confirmed AES for
 * business by the mailed link (they need no account for it).
 */
export function AesForBusinessConfirmed() {
  const { t } = useBusinessTranslation();
  return <MessagePage title={t('aes_confirmed.title')}>{t('aes_confirmed.text')}</MessagePage>;
}
