export {
  MapVersionsDialog,
  type MapVersionsDialogProps,
  type VersionToMap,
} from './MapVersionsDialog';
