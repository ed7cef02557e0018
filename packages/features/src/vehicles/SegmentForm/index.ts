export { SegmentDialog, type SegmentDialogProps } from './SegmentDialog';
