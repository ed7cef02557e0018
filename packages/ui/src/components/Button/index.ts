export { Button, IconButton, IconToggle } from './Button';
export type { ButtonProps, IconButtonProps, IconToggleProps } from './Button';
