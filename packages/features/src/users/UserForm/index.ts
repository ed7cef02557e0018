export { UserForm, type UserFormProps } from './UserForm';
