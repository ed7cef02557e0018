export { Form, FormError, FormActions } from './Form';
export type { FormProps, FormErrorProps, FormActionsProps } from './Form';
