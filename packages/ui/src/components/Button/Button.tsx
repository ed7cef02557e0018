import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ToggleButton as AriaToggleButton,
  composeRenderProps,
} from 'react-aria-components';
import type {
  ButtonProps as AriaButtonProps,
  ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { useUiMessages } from '../../theme/UiProvider';
import { Spinner } from '../Spinner';
import type { ButtonVariants } from './Button.css';
import { button, cornerBadge, withBadge } from './Button.css';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** Visual weight; `danger` for destructive actions. @default 'primary' */
  variant?: ButtonVariants['variant'];
  /** Height and padding. @default 'md' */
  size?: ButtonVariants['size'];
  /** An icon before the label (a Lucide icon element). @default undefined */
  icon?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * A button: react-aria's `Button` (press, keyboard, focus-visible) styled by its `data-*` states.
 * `isPending` shows a spinner and keeps focus, announcing "Carregando".
 */
export function Button({ variant, size, icon, className, children, ...props }: ButtonProps) {
  const messages = useUiMessages();
  return (
    <AriaButton
      {...props}
      className={[button({ variant, size }), className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner size="sm" label={messages.loading} /> : icon}
          {content}
        </>
      ))}
    </AriaButton>
  );
}

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon'> {
  /** The accessible name (also the tooltip text of the browser). Required: the button has no text. */
  label: string;
  /** The icon (a Lucide icon element). */
  icon: ReactNode;
  /**
   * A short count or mark over the icon's top-right corner (unread notifications). It is drawn
   * over the button, never beside the icon, so the button keeps its size and the items around it
   * do not move when it appears or goes. Decorative: say the same in `label`. @default undefined
   */
  badge?: ReactNode;
}

/** A round button showing only an icon; `label` names it for screen readers. */
export function IconButton({
  label,
  icon,
  badge,
  variant = 'ghost',
  size,
  className,
  ...props
}: IconButtonProps) {
  const shown = badge !== undefined && badge !== null && badge !== false;
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={[button({ variant, size, iconOnly: true }), shown ? withBadge : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {icon}
      {shown ? (
        <span className={cornerBadge} aria-hidden>
          {badge}
        </span>
      ) : null}
    </AriaButton>
  );
}

/** Props of {@link IconToggle}. */
export interface IconToggleProps extends Omit<AriaToggleButtonProps, 'className' | 'children'> {
  /** The accessible name, the same whether on or off (its state is announced as pressed). */
  label: string;
  /** The icon, drawn for the state it is in (a filled star when on, say). */
  icon: (isSelected: boolean) => ReactNode;
  /** Visual weight. @default 'ghost' */
  variant?: ButtonVariants['variant'];
  /** Height. @default 'md' */
  size?: ButtonVariants['size'];
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * A round on/off button showing only an icon (a star for a favourite): react-aria's
 * `ToggleButton`, `aria-pressed` telling its state, Space and Enter switching it.
 */
export function IconToggle({
  label,
  icon,
  variant = 'ghost',
  size,
  className,
  ...props
}: IconToggleProps) {
  return (
    <AriaToggleButton
      {...props}
      aria-label={label}
      className={[button({ variant, size, iconOnly: true }), className].filter(Boolean).join(' ')}
    >
      {({ isSelected }) => icon(isSelected)}
    </AriaToggleButton>
  );
}
