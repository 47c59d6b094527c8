// What pages and the profile feature use of signing up, logging in and password resets.
export { apiErrorText, passwordErrorText } from './api-error-text.ts';
export { checkPassword, confirmationKeys, confirmToken, resetPassword } from './auth.api.ts';
export { clearInvitation } from './invitation-token.ts';
export { LoginFormView } from './login-form.tsx';
export { NewPasswordFields } from './new-password-form.tsx';
export { ResetRequestForm } from './reset-request-form.tsx';
export { SignupFormView } from './signup-form.tsx';
export { SignupStepsForm } from './signup-steps-form.tsx';
export { useInvitation } from './use-invitation.tsx';
