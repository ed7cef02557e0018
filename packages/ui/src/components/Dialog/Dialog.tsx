import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import type { ModalOverlayProps } from 'react-aria-components';
import { useUiMessages } from '../../theme/UiProvider';
import { Button, IconButton } from '../Button';
import * as styles from './Dialog.css';

export { DialogTrigger };

/** Props of {@link Dialog}. */
export interface DialogProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom; a function receives `close`. @default undefined */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Width. @default 'md' */
  size?: keyof typeof styles.sizes;
  /** Name of the corner close button. @default messages.close ("Fechar") */
  closeLabel?: string;
}

/**
 * A modal dialog: focus trapped and restored, Escape and the close button dismiss it. Put it
 * inside a `DialogTrigger` after its trigger button, or control it with `isOpen`.
 */
export function Dialog({
  title,
  children,
  footer,
  size = 'md',
  closeLabel,
  isDismissable = true,
  ...props
}: DialogProps) {
  const messages = useUiMessages();
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles.sizes[size]}`}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {title}
              </Heading>
              <IconButton
                className={styles.close}
                label={closeLabel ?? messages.close}
                icon={<X size={18} aria-hidden />}
                onPress={close}
                size="sm"
              />
              <div className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer && (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** The question, e.g. "Excluir usuário?". */
  title: ReactNode;
  /** What will happen. */
  children: ReactNode;
  /** Label of the confirming button. @default messages.confirm ("Confirmar") */
  confirmLabel?: string;
  /** Label of the cancelling button (focused first). @default messages.cancel ("Cancelar") */
  cancelLabel?: string;
  /** A destructive action: the confirming button is red. @default false */
  destructive?: boolean;
  /** Called on confirm; the dialog closes after it resolves. */
  onConfirm: () => void | Promise<void>;
}

/**
 * Asks before an action, above all before a destructive one. `role="alertdialog"`, the cancel
 * button gets focus first so Enter does not destroy by accident.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  ...props
}: AlertDialogProps) {
  const messages = useUiMessages();
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles.sizes.sm}`}>
        <AriaDialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {title}
              </Heading>
              <div className={styles.body}>{children}</div>
              <div className={styles.footer}>
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- WAI-ARIA alertdialog: focus the least destructive action first */}
                <Button variant="secondary" onPress={close} autoFocus>
                  {cancelLabel ?? messages.cancel}
                </Button>
                <Button
                  variant={destructive ? 'danger' : 'primary'}
                  onPress={() => {
                    void Promise.resolve(onConfirm()).then(close);
                  }}
                >
                  {confirmLabel ?? messages.confirm}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
