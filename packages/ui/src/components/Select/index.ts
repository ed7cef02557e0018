export { Select } from './Select';
export type { SelectProps, Option } from './Select';
export { DeferredSelect } from './DeferredSelect';
export type { DeferredSelectProps } from './DeferredSelect';
export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './MultiSelect';
