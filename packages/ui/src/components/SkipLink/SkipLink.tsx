import { useUiMessages } from '../../theme/UiProvider';
import * as styles from './SkipLink.css';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Id of the element to jump to (the page's `main`, focusable with `tabIndex={-1}`). */
  targetId: string;
  /** Its text. @default messages.skipToContent ("Pular para o conteúdo") */
  label?: string;
}

/**
 * The first stop of the Tab key: hidden until focused, it moves the focus past the header and
 * the menu to the page itself, without touching the URL (a hash would be a navigation).
 */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  const messages = useUiMessages();
  return (
    <a
      href={`#${targetId}`}
      className={styles.skipLink}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      {label ?? messages.skipToContent}
    </a>
  );
}
