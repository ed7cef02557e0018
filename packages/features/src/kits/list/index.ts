export { ListView, type ListColumn, type ListViewProps } from './ListView';
export { ExportMenu, type ExportMenuProps } from './ExportMenu';
export { downloadInFrame, saveBlob, type ExportFormat, type ExportRequest } from './export-file';
export { useListState, type ListStateControls } from './useListState';
export { useColumnChoice } from './useColumnChoice';
export {
  filterBoolean,
  filterNumber,
  PAGE_SIZES,
  readListState,
  writeListState,
  type ListDefaults,
  type ListState,
} from './url-state';
export {
  StatusFilter,
  allOption,
  namedOptions,
  type FilterGender,
  type StatusFilterProps,
} from './StatusFilter';
export { useEditInAddress, EDIT_PARAM, NEW_ENTITY, type EditInAddress } from './useEditInAddress';
export { localPage, localRows, type LocalPageOptions } from './local-page';
