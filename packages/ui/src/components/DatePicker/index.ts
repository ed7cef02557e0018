export {
  DatePicker,
  DateRangePicker,
  formatDateRange,
  todayInPortal,
  PORTAL_TIME_ZONE,
} from './DatePicker';
export type { DatePickerProps, DateRangePickerProps } from './DatePicker';
export { Calendar, RangeCalendar } from './Calendar';
export { CalendarDate, parseDate } from '@internationalized/date';
export type { DateValue } from '@internationalized/date';
