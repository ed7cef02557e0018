export { Select } from './Select';
export type { SelectProps, Option } from './Select';
