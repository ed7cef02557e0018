export {
  useEntityForm,
  type EntityForm,
  type EntityFormOptions,
  type FormValues,
} from './useEntityForm';
export { saveFailureOf, type SaveFailure } from './server-errors';
export { useUnsavedGuard } from './useUnsavedGuard';
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './UnsavedChangesDialog';
