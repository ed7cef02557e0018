export { FileDropZone } from './FileDropZone';
export type { FileDropZoneProps, FileUpload } from './FileDropZone';
