import { VehicleVersions } from '@emplacamento/features';

/** /admin-panel/vehicle-version: the version nomenclature and the vehicle catalogue, in tabs. */
export function Component() {
  return <VehicleVersions />;
}
