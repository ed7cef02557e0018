import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box } from '../Box';
import type { BoxProps } from '../Box';

type Space = NonNullable<Sprinkles['gap']>;

/** Props of {@link Stack} and {@link Inline}. */
export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between children, a token or one per breakpoint. @default '4' */
  gap?: Space;
}

/** Children one under the other with even space. */
export function Stack({ gap = '4', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}

/** Children side by side, wrapping, with even space. */
export function Inline({ gap = '2', alignItems = 'center', ...props }: StackProps) {
  return <Box display="flex" flexWrap="wrap" alignItems={alignItems} gap={gap} {...props} />;
}

/** Props of {@link Grid}. */
export interface GridProps extends Omit<BoxProps, 'display'> {
  /** Columns, or one count per breakpoint. @default { base: '1', md: '2' } */
  columns?: BoxProps['gridTemplateColumns'];
  /** Space between cells. @default '4' */
  gap?: Space;
}

/** A responsive grid of equal columns. */
export function Grid({ columns = { base: '1', md: '2' }, gap = '4', ...props }: GridProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...props} />;
}
