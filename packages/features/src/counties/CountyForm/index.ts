export { CountyDialog, type CountyDialogProps } from './CountyDialog';
