export { DealershipForm, type DealershipFormProps } from './DealershipForm';
