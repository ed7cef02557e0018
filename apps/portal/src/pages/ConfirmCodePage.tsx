import { useNavigate } from 'react-router';
import { ConfirmCodeForm } from '@emplacamento/features';

/** /confirm-code: step 2 of password recovery. */
export function Component() {
  const navigate = useNavigate();
  return <ConfirmCodeForm navigate={(to) => void navigate(to, { replace: true })} />;
}
