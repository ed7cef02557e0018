export { Dialog, AlertDialog, DialogTrigger } from './Dialog';
export type { DialogProps, AlertDialogProps } from './Dialog';
