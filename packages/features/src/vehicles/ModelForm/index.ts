export { ModelDialog, type ModelDialogProps } from './ModelDialog';
