export { BrandValidationScreen } from './BrandValidationScreen';
