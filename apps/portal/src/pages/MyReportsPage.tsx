import { MyReportsPage } from '@emplacamento/features';

/** /my-reports: the user's starred reports and saved views (any signed-in user). */
export function Component() {
  return <MyReportsPage />;
}
