import { useUiMessages } from '../../theme/UiProvider';
import * as styles from './Skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Width (CSS length). @default '100%' */
  width?: string;
  /** Height (CSS length). @default '1em' */
  height?: string;
  /** A circle (avatars). @default false */
  circle?: boolean;
}

/** A grey placeholder where content is loading; hidden from screen readers. */
export function Skeleton({ width = '100%', height = '1em', circle = false }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={circle ? `${styles.skeleton} ${styles.circle}` : styles.skeleton}
      style={{ width, height }}
    />
  );
}

/** Props of {@link SkeletonText}. */
export interface SkeletonTextProps {
  /** How many lines. @default 3 */
  lines?: number;
  /** Name announced while loading. @default messages.loading ("Carregando") */
  label?: string;
}

/** Several lines of placeholder text, announced once as busy. */
export function SkeletonText({ lines = 3, label }: SkeletonTextProps) {
  const messages = useUiMessages();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? messages.loading}
      style={{ display: 'grid', gap: '0.5rem' }}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
