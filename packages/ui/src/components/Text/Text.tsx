import type { HTMLAttributes, ReactNode } from 'react';
import { createElement } from 'react';
import type { TextVariants } from './Text.css';
import { text } from './Text.css';

/** Props of {@link Text}. */
export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** Step of the type scale. @default 'body' */
  variant?: TextVariants['variant'];
  /** Colour role. @default 'default' */
  tone?: TextVariants['tone'];
  /** Element to render; headings pick their level here, the look stays `variant`. @default 'p' */
  as?: 'p' | 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'label' | 'strong';
  children?: ReactNode;
}

/** Text on the type scale. */
export function Text({ variant, tone, as = 'p', className, ...props }: TextProps) {
  return createElement(as, {
    ...props,
    className: [text({ variant, tone }), className].filter(Boolean).join(' '),
  });
}

/** Props of {@link Heading}. */
export interface HeadingProps extends Omit<TextProps, 'as' | 'variant'> {
  /** Document outline level. @default 2 */
  level?: 1 | 2 | 3 | 4;
}

/** A heading whose size follows its level. */
export function Heading({ level = 2, ...props }: HeadingProps) {
  const variant = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
  return <Text as={`h${level}`} variant={variant} {...props} />;
}
