import { EffectivationScreen } from '@emplacamento/features';

/** /admin-panel/effectivate-billing: close billing months, send collection letters, follow the log. */
export function Component() {
  return <EffectivationScreen />;
}
