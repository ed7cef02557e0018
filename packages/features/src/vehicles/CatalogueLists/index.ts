export { ManufacturerList } from './ManufacturerList';
export { ModelList } from './ModelList';
