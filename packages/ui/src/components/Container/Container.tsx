import type { BoxProps } from '../Box';
import { Box } from '../Box';
import * as styles from './Container.css';

/** Props of {@link Container}. */
export interface ContainerProps extends BoxProps {
  /** Widest the content gets (a breakpoint). @default 'xl' */
  maxWidth?: keyof typeof styles.widths;
}

/** Centres content and caps its width at a breakpoint, with side padding. */
export function Container({ maxWidth = 'xl', className, ...props }: ContainerProps) {
  return (
    <Box
      className={[styles.container, styles.widths[maxWidth], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
