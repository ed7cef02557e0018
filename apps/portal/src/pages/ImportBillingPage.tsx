import { ImportScreen, billingImport } from '@emplacamento/features';

/** /admin-panel/import-billing: send billing files and follow their imports. */
export function Component() {
  return <ImportScreen kind={billingImport} />;
}
