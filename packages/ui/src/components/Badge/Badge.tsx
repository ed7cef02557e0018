import type { ReactNode } from 'react';
import { useUiMessages } from '../../theme/UiProvider';
import { Spinner } from '../Spinner';
import * as styles from './Badge.css';

/** Colour roles of a {@link Badge}. */
export type BadgeTone = keyof typeof styles.tones;

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Colour role. @default 'neutral' */
  tone?: BadgeTone;
  /** Show a dot before the text. @default false */
  dot?: boolean;
  children: ReactNode;
}

/** A short label: a count, a category, a state. */
export function Badge({ tone = 'neutral', dot = false, children }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles.tones[tone]}`}>
      {dot && <span className={styles.dot} aria-hidden />}
      {children}
    </span>
  );
}

/** The record states the API uses (users, dealerships, imports). */
export type Status = 'Ativo' | 'Inativo' | 'Processando';

const statusTones: Record<Status, BadgeTone> = {
  Ativo: 'success',
  Inativo: 'neutral',
  Processando: 'info',
};

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The state, as the API says it. */
  status: Status;
  /** Text to show instead of the translated status. @default messages.status[status] */
  label?: string;
}

/** A record's state (Ativo, Inativo, Processando) in its colour, translated. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const messages = useUiMessages();
  const text = label ?? messages.status[status];
  return (
    <Badge tone={statusTones[status]} dot={status !== 'Processando'}>
      {status === 'Processando' && <Spinner size="sm" label={null} />}
      {text}
    </Badge>
  );
}
