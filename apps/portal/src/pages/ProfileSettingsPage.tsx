import { ProfileSettings } from '@emplacamento/features';

/** /admin-panel/profile-settings/page: the user's own data and password. */
export function Component() {
  return <ProfileSettings />;
}
