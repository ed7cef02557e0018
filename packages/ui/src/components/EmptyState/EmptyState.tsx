import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiMessages } from '../../theme/UiProvider';
import * as styles from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty. @default messages.empty ("Nenhum registro encontrado") */
  title?: ReactNode;
  /** Why, or what to do. @default undefined */
  description?: ReactNode;
  /** An icon. @default an inbox */
  icon?: ReactNode;
  /** A call to action (a `Button`). @default undefined */
  action?: ReactNode;
}

/** What a list, table or page shows when there is nothing to show. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  const messages = useUiMessages();
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden>
        {icon ?? <Inbox size={28} />}
      </span>
      <p className={styles.title}>{title ?? messages.empty}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
