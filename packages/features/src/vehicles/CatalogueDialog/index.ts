export {
  CatalogueDialog,
  type CatalogueDialogKeys,
  type CatalogueDialogProps,
} from './CatalogueDialog';
