import { SignupFormView } from '../auth/index.ts';
import { requestBusinessSignupMail } from './business.api.ts';
import { businessErrorText } from './business-errors.ts';
import { useBusinessTranslation } from './business-translation.ts';

/**
 * Step one of the business sign-up: the work e-mail address, confirmed by a link that leads to
 * /business/signup/steps (§7 request-confirmation, flow business_signup). The sign-up form of
 * every account, with the business's flow and texts.
 */
export function BusinessSignupForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useBusinessTranslation();
  return (
    <SignupFormView
      onSent={onSent}
      variant={{
        send: requestBusinessSignupMail,
        namespaces: ['business'],
        keys: { email: 'signup.email', hint: 'signup.email_hint', submit: 'signup.submit' },
        errorText: (error) => businessErrorText(t, error),
      }}
    />
  );
}
