import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm, loginQuery } from '@emplacamento/features';

/** /login: the login widget with the query parameters it reads. */
export function Component() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  return (
    <LoginForm
      redirectTo={query.get(loginQuery.redirectTo)}
      socialLogin={query.get(loginQuery.socialLogin)}
      clientId={query.get(loginQuery.clientId)}
      redirectUri={query.get(loginQuery.redirectUri)}
      navigate={(to) => void navigate(to, { replace: true })}
    />
  );
}
