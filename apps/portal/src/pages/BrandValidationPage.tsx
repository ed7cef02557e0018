import { BrandValidationScreen } from '@emplacamento/features';

/** /admin-panel/brand-validation: validate the own brand's registrations against the manufacturer's list. */
export function Component() {
  return <BrandValidationScreen />;
}
