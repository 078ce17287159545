// The signed-out pages of the account feature, loaded together as one chunk: 'Forgot password?' and
// the pages e-mailed links open. They share their frame and forms, and the router one loader.
export { ConfirmEmailPage } from './confirm-email-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
