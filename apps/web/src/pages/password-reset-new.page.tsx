import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormBox } from '../components/form-box.tsx';
import { checkPassword, NewPasswordFields, resetPassword } from '../features/auth/index.ts';
import { isApiError } from '../lib/api/api-error.ts';

/** The link of the reset e-mail lands here with its token. */
const LINK_ERRORS = ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_USED'];

export default function PasswordResetNewPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const token = query.get('token');
  // An unknown, expired or used link is an expired one for the visitor.
  const expiredLinkAware = async <T,>(run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (isApiError(error) && LINK_ERRORS.includes(error.code)) {
        navigate('/expired', { replace: true });
        return fallback;
      }
      throw error;
    }
  };
  if (!token) return <Navigate to="/password-reset" replace />;
  return (
    <FormBox title={t('password_reset.new.title')} subtitle={t('password_reset.new.subtitle')}>
      <NewPasswordFields
        submitLabel={t('password_reset.new.submit')}
        check={(password) => expiredLinkAware(() => checkPassword(password, token), null)}
        save={async (password) => {
          if (
            await expiredLinkAware(() => resetPassword(token, password).then(() => true), false)
          ) {
            navigate('/password-reset/confirm', { replace: true });
          }
        }}
      />
    </FormBox>
  );
}
