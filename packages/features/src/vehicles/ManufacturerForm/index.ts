export { ManufacturerDialog, type ManufacturerDialogProps } from './ManufacturerDialog';
