import { Link as AriaLink } from 'react-aria-components';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * A link. Client-side navigation comes from the app's react-aria `RouterProvider`, so the design
 * system never imports the router.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={[styles.link, className].filter(Boolean).join(' ')} />;
}
