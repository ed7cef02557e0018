import { today } from '@internationalized/date';
import type { CalendarDate, DateValue } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import type {
  DatePickerProps as AriaDatePickerProps,
  DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import { FieldHelp, FieldLabel } from '../Field';
import { useUiMessages } from '../../theme/UiProvider';
import { button } from '../Button/Button.css';
import { Calendar, RangeCalendar } from './Calendar';
import * as styles from './DatePicker.css';

/** The portal's time zone: "today" and default months are São Paulo's, whatever the browser's. */
export const PORTAL_TIME_ZONE = 'America/Sao_Paulo';

/** Today in São Paulo. */
export function todayInPortal(): CalendarDate {
  return today(PORTAL_TIME_ZONE);
}

interface FieldTexts {
  /** Visible label. */
  label: ReactNode;
  /** Help text. @default undefined */
  description?: ReactNode;
  /** Error text when invalid. @default undefined */
  errorMessage?: string;
  /** Name of the calendar button. @default the label when it is a string */
  calendarLabel?: string;
}

function CalendarButton({ label }: { label: string | undefined }) {
  return (
    <Button className={button({ variant: 'ghost', size: 'sm', iconOnly: true })} aria-label={label}>
      <CalendarDays size={16} aria-hidden />
    </Button>
  );
}

/** Props of {@link DatePicker}. */
export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'children'>, FieldTexts {}

/** A date typed by segments (dd/mm/aaaa in pt-BR) or picked in a calendar whose weeks start on Sunday. */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarLabel,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker
      placeholderValue={todayInPortal() as unknown as T}
      {...props}
      className={fieldStyles.field}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.fieldInput} ${styles.group}`}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <CalendarButton label={calendarLabel ?? (typeof label === 'string' ? label : undefined)} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={`${fieldStyles.popover} ${styles.calendarPopover}`}>
        <Dialog aria-label={typeof label === 'string' ? label : undefined}>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'className' | 'children'>, FieldTexts {
  /** Text between the dates. @default messages.rangeSeparator (" até ") */
  separator?: string;
}

/** A period, shown "dd/mm/aaaa até dd/mm/aaaa", typed or picked in one calendar. */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarLabel,
  separator,
  ...props
}: DateRangePickerProps<T>) {
  const messages = useUiMessages();
  return (
    <AriaDateRangePicker
      placeholderValue={todayInPortal() as unknown as T}
      {...props}
      className={fieldStyles.field}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.fieldInput} ${styles.group}`}>
        <DateInput slot="start" className={styles.dateInput} style={{ flex: 'none' }}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden className={styles.separator}>
          {separator ?? messages.rangeSeparator}
        </span>
        <DateInput slot="end" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <CalendarButton label={calendarLabel ?? (typeof label === 'string' ? label : undefined)} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={`${fieldStyles.popover} ${styles.calendarPopover}`}>
        <Dialog aria-label={typeof label === 'string' ? label : undefined}>
          <RangeCalendar />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}

/** "01/11/2026 até 30/11/2026" for a period, in the given locale, with the given separator. */
export function formatDateRange(
  range: { start: DateValue; end: DateValue },
  locale = 'pt-BR',
  separator = ' até ',
): string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: PORTAL_TIME_ZONE,
    dateStyle: 'short',
  });
  const start = format.format(range.start.toDate(PORTAL_TIME_ZONE));
  const end = format.format(range.end.toDate(PORTAL_TIME_ZONE));
  return `${start}${separator}${end}`;
}
