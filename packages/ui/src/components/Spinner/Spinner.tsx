import { useUiMessages } from '../../theme/UiProvider';
import * as styles from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter. @default 'md' */
  size?: keyof typeof styles.sizes;
  /** Accessible name; `null` when a parent already says it is busy. @default messages.loading ("Carregando") */
  label?: string | null;
}

/** An indeterminate busy indicator with a `progressbar` role and a name. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const messages = useUiMessages();
  const spinner = <span className={`${styles.spinner} ${styles.sizes[size]}`} aria-hidden />;
  if (label === null) return spinner;
  return (
    <span
      role="progressbar"
      aria-label={label ?? messages.loading}
      style={{ display: 'inline-flex' }}
    >
      {spinner}
    </span>
  );
}

/** Props of {@link PageLoader}. */
export interface PageLoaderProps {
  /** Whether the background is shown; hiding fades it out. @default true */
  visible?: boolean;
  /** Text under the spinner. @default messages.loading ("Carregando") */
  label?: string;
}

/**
 * The page loading background: covers the page until the router has the first screen, then
 * fades out (the spec hides it after each navigation).
 */
export function PageLoader({ visible = true, label }: PageLoaderProps) {
  const messages = useUiMessages();
  const text = label ?? messages.loading;
  return (
    <div
      className={styles.pageLoader}
      data-hidden={visible ? undefined : ''}
      aria-hidden={!visible}
    >
      {visible && <Spinner size="lg" label={text} />}
      {visible && <span className={styles.pageLoaderLabel}>{text}…</span>}
    </div>
  );
}
