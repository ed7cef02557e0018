export { BusinessGroupDialog, type BusinessGroupDialogProps } from './BusinessGroupDialog';
