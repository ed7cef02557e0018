import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useUiMessages } from '../../theme/UiProvider';
import { IconButton } from '../Button';
import * as styles from './ScrollToTop.css';

/** The spec's threshold: the button appears after this many pixels of scrolling. */
export const SCROLL_TO_TOP_THRESHOLD = 250;

/** Props of {@link ScrollToTop}. */
export interface ScrollToTopProps {
  /** Scroll distance, in px, after which the button shows. @default 250 */
  threshold?: number;
  /** Accessible name. @default messages.scrollToTop ("Voltar ao topo") */
  label?: string;
}

/** A floating button that scrolls the window back to the top; smooth unless motion is reduced. */
export function ScrollToTop({ threshold = SCROLL_TO_TOP_THRESHOLD, label }: ScrollToTopProps) {
  const messages = useUiMessages();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > threshold);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  if (!visible) return null;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <IconButton
      className={styles.root}
      variant="primary"
      size="lg"
      label={label ?? messages.scrollToTop}
      icon={<ArrowUp size={20} aria-hidden />}
      onPress={() => {
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    />
  );
}
