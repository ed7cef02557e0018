import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useUiMessages } from '../../theme/UiProvider';
import { button } from '../Button/Button.css';
import * as styles from './Toast.css';

/** The four toast tones. */
export type ToastTone = 'success' | 'info' | 'warning' | 'danger';

/** What one toast shows. */
export interface ToastContent {
  /** Short title, e.g. "Login social". */
  title: string;
  /** The message. @default undefined */
  description?: string;
  /** Colour and icon. */
  tone: ToastTone;
}

/** The spec's toast time-out. */
export const TOAST_TIMEOUT_MS = 3000;

const toneIcons = { success: CircleCheck, info: Info, warning: TriangleAlert, danger: CircleAlert };

/** A queue of toasts; the app creates one and renders one {@link ToastRegion} for it. */
export class ToastQueue {
  /** The react-aria queue underneath. */
  readonly queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5 });

  /** Shows a toast; closes by itself after `timeout` ms (3,000 by default). Returns its key. */
  show(content: ToastContent, timeout = TOAST_TIMEOUT_MS): string {
    return this.queue.add(content, { timeout });
  }

  /** A green confirmation. */
  success(title: string, description?: string): string {
    return this.show({ title, description, tone: 'success' });
  }

  /** A neutral notice. */
  info(title: string, description?: string): string {
    return this.show({ title, description, tone: 'info' });
  }

  /** A warning. */
  warning(title: string, description?: string): string {
    return this.show({ title, description, tone: 'warning' });
  }

  /** An error, e.g. the social-login failure. */
  danger(title: string, description?: string): string {
    return this.show({ title, description, tone: 'danger' });
  }

  /** Closes one toast. */
  close(key: string): void {
    this.queue.close(key);
  }
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue to show. */
  queue: ToastQueue;
  /** Name of the landmark. @default messages.notifications ("Notificações") */
  label?: string;
  /** Name of each close button. @default messages.close ("Fechar") */
  closeLabel?: string;
}

/** The corner where toasts appear: a landmark (F6 reaches it), each toast closable by keyboard. */
export function ToastRegion({ queue, label, closeLabel }: ToastRegionProps) {
  const messages = useUiMessages();
  return (
    <AriaToastRegion
      queue={queue.queue}
      className={styles.region}
      aria-label={label ?? messages.notifications}
    >
      {({ toast }) => {
        const Icon = toneIcons[toast.content.tone];
        return (
          <AriaToast
            toast={toast}
            className={`${styles.toast} ${styles.tones[toast.content.tone]}`}
          >
            <Icon size={20} aria-hidden className={styles.icons[toast.content.tone]} />
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              )}
            </AriaToastContent>
            <Button
              slot="close"
              aria-label={closeLabel ?? messages.close}
              className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
            >
              <X size={16} aria-hidden />
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
