import { Link as AriaLink } from 'react-aria-components';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import * as styles from './Link.css';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /**
   * How it looks: `text` is a link in running text; `primary`, `secondary` and `ghost` look like
   * the buttons of those variants, for the ways on of a page whose action is to go somewhere (a
   * status page's "back home"). It stays a link to assistive technology either way.
   * @default 'text'
   */
  appearance?: 'text' | 'primary' | 'secondary' | 'ghost';
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * A link. Client-side navigation comes from the app's react-aria `RouterProvider`, so the design
 * system never imports the router.
 */
export function Link({ appearance = 'text', className, ...props }: LinkProps) {
  const look = appearance === 'text' ? styles.link : button({ variant: appearance });
  return <AriaLink {...props} className={[look, className].filter(Boolean).join(' ')} />;
}
