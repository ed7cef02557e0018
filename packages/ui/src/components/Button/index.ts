export { Button, IconButton } from './Button';
export type { ButtonProps, IconButtonProps } from './Button';
