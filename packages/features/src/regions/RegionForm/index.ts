export { RegionDialog, type RegionDialogProps } from './RegionDialog';
