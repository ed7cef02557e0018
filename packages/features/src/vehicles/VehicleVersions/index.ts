export { VehicleVersions } from './VehicleVersions';
