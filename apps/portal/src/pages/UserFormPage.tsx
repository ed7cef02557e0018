import { useParams } from 'react-router';
import { UserForm } from '@emplacamento/features';

/** /admin-panel/user/add and /admin-panel/user/edit/{id}: one screen; an id that is not a number is 404. */
export function Component() {
  const { id } = useParams();
  const parsed = id === undefined ? undefined : /^\d+$/.test(id) ? Number(id) : -1;
  return <UserForm id={parsed} />;
}
