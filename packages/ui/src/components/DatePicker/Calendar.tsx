import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import { button } from '../Button/Button.css';
import * as styles from './DatePicker.css';

// Brazil's calendars start on Sunday; said explicitly so en/fr/de users of a Brazilian portal
// see the same weeks as the reports (ADR 0034).
const FIRST_DAY = 'sun';

function CalendarBody() {
  const nav = button({ variant: 'ghost', size: 'sm', iconOnly: true });
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={nav}>
          <ChevronLeft size={18} aria-hidden />
        </Button>
        <Heading className={styles.calendarHeading} />
        <Button slot="next" className={nav}>
          <ChevronRight size={18} aria-hidden />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** The month grid of a `DatePicker`. */
export function Calendar() {
  return (
    <AriaCalendar className={styles.calendar} firstDayOfWeek={FIRST_DAY}>
      <CalendarBody />
    </AriaCalendar>
  );
}

/** The month grid of a `DateRangePicker`. */
export function RangeCalendar() {
  return (
    <AriaRangeCalendar className={styles.calendar} firstDayOfWeek={FIRST_DAY}>
      <CalendarBody />
    </AriaRangeCalendar>
  );
}
