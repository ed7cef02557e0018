import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The element that shows the tooltip on hover and keyboard focus (a `Button`/`IconButton`). */
  children: ReactElement;
  /** The tip. Never the only place for essential information. */
  content: ReactNode;
  /** Where it appears. @default 'top' */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Delay before showing on hover, in ms. @default 600 */
  delay?: number;
}

/** A short tip on hover or focus; Escape hides it. */
export function Tooltip({ children, content, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
