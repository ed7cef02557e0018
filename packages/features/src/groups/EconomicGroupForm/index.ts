export { EconomicGroupDialog, type EconomicGroupDialogProps } from './EconomicGroupDialog';
