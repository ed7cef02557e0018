import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Popover as AriaPopover } from 'react-aria-components';
import type { PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import * as styles from './Popover.css';

/** Props of {@link Popover}. */
export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'children' | 'trigger'> {
  /** The button that opens it. */
  trigger: ReactElement;
  /** Heading, also the dialog's name. */
  title: string;
  /** Content; may hold interactive elements (focus moves in, Escape returns it). */
  children: ReactNode;
}

/** Non-modal content anchored to a button: filters, details, quick forms. */
export function Popover({
  trigger,
  title,
  children,
  placement = 'bottom start',
  ...props
}: PopoverProps) {
  return (
    <DialogTrigger>
      {trigger}
      <AriaPopover {...props} placement={placement} className={fieldStyles.popover}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
