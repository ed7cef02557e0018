export { ComboBox } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
export { useAsyncOptions } from './useAsyncOptions';
export type { LoadOptions } from './useAsyncOptions';
