export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { RecoveryStepProps } from './ForgotPasswordForm';
export { ConfirmCodeForm } from './ConfirmCodeForm';
export { ResetPasswordForm } from './ResetPasswordForm';
