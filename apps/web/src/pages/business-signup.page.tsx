import Typography from '@mui/material/Typography';
import { href } from '@signet/contract';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { FormBox } from '../components/form-box.tsx';
import {
  BusinessSignupForm,
  storeSignupUcc,
  useBusinessTranslation,
} from '../features/business/index.ts';

/** §2 /business/signup (visitors only): the work address; a `ucc` referral code is kept. */
export default function BusinessSignupPage() {
  const { t } = useBusinessTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => storeSignupUcc(query), [query]);
  return (
    <FormBox
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <Typography variant="body2">
          {t('signup.have_account')} <AppLink to={href('login')}>{t('signup.login_link')}</AppLink>
        </Typography>
      }
    >
      <BusinessSignupForm
        onSent={(email) => navigate(href('businessSignupMailSent', {}, { email }))}
      />
    </FormBox>
  );
}
