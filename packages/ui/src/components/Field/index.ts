export { FieldHelp, FieldLabel, type FieldHelpProps, type FieldLabelProps } from './Field';
