export {
  useEntityForm,
  type EntityForm,
  type EntityFormOptions,
  type FormValues,
  type SubmitEvent,
} from './useEntityForm';
export { saveFailureOf, serverRuleTranslator, type SaveFailure } from './server-errors';
export { EntityLoadFailure, type EntityLoadFailureProps } from './EntityLoadFailure';
export { useReturnAfterSave } from './useReturnAfterSave';
export { useUnsavedGuard } from './useUnsavedGuard';
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './UnsavedChangesDialog';
export {
  EntityDialog,
  useDialogLeave,
  type DialogLeave,
  type EntityDialogProps,
} from './EntityDialog';
export { EntityFormDialog, type EntityFormDialogProps } from './EntityFormDialog';
