import { ImportScreen } from '@emplacamento/features';

/** /admin-panel/import-emplacamento: send registration files and follow their imports. */
export function Component() {
  return <ImportScreen />;
}
