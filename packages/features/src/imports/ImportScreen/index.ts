export { ImportScreen, type ImportScreenProps } from './ImportScreen';
