import { useNavigate } from 'react-router';
import { ForgotPasswordForm } from '@emplacamento/features';

/** /forgot-password: step 1 of password recovery. */
export function Component() {
  const navigate = useNavigate();
  return <ForgotPasswordForm navigate={(to) => void navigate(to)} />;
}
