import { createElement, forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { sprinkles } from '../../theme/sprinkles.css';

/** Elements a {@link Box} may render. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'p';

/** Props of {@link Box}: layout sprinkles plus the element's own attributes. */
export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    /** The element to render. @default 'div' */
    as?: BoxElement;
    children?: ReactNode;
  };

function splitProps(props: Record<string, unknown>): [Sprinkles, Record<string, unknown>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms, rest];
}

/** The one door to sprinkles: spacing, flex, grid and colours from tokens, responsive. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, ...props },
  ref,
) {
  const [atoms, rest] = splitProps(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, ref, className: classes });
});
