import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './StatusPanel.css';

/** Props of {@link StatusPanel}. */
export interface StatusPanelProps {
  /** The picture of what happened (a Lucide icon element, about 28 px). */
  icon: ReactNode;
  /** The colour of the icon's disc. @default 'neutral' */
  tone?: 'neutral' | 'info' | 'warning' | 'danger';
  /** A short label above the title ("Erro 404"). @default undefined */
  eyebrow?: ReactNode;
  /** What happened, as the heading. */
  title: ReactNode;
  /**
   * Heading level: 1 on a page of its own (focusable, for the focus after navigation), 2 inside
   * a page that has its own title. @default 1
   */
  headingLevel?: 1 | 2;
  /** What happened, in a sentence. */
  description: ReactNode;
  /** What to do now. @default undefined */
  hint?: ReactNode;
  /** The ways on: links and buttons, the first the one most readers want. @default undefined */
  actions?: ReactNode;
  /** A last line under a rule (who is signed in). @default undefined */
  footer?: ReactNode;
}

/**
 * A page that tells a status instead of showing a screen (not found, not authorized, maintenance,
 * an error): the picture, what happened, what to do, and the ways on, as one labelled section.
 */
export function StatusPanel({
  icon,
  tone = 'neutral',
  eyebrow,
  title,
  headingLevel = 1,
  description,
  hint,
  actions,
  footer,
}: StatusPanelProps) {
  const id = useId();
  const Heading = `h${String(headingLevel)}` as 'h1' | 'h2';
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <span className={`${styles.icon} ${styles.tone[tone]}`} aria-hidden>
        {icon}
      </span>
      <div className={styles.heading}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading
          id={id}
          tabIndex={headingLevel === 1 ? -1 : undefined}
          className={headingLevel === 1 ? styles.title : styles.subTitle}
        >
          {title}
        </Heading>
      </div>
      <p className={styles.description}>{description}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
