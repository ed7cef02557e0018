import { useNavigate } from 'react-router';
import { ResetPasswordForm } from '@emplacamento/features';

/** /reset-password: step 3 of password recovery. */
export function Component() {
  const navigate = useNavigate();
  return <ResetPasswordForm navigate={(to) => void navigate(to, { replace: true })} />;
}
