export { ApproveDialog, type ApproveDialogProps } from './ApproveDialog';
export { RejectDialog, type RejectDialogProps } from './RejectDialog';
