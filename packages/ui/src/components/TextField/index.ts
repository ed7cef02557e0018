export { TextField, masks } from './TextField';
export type { TextFieldProps, MaskName } from './TextField';
