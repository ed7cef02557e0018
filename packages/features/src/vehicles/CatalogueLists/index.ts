export { ManufacturerList } from './ManufacturerList';
export { ModelList } from './ModelList';
export { CategoryList, SegmentList } from './SegmentList';
