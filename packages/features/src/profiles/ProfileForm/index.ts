export { ProfileDialog, type ProfileDialogProps } from './ProfileDialog';
