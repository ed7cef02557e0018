export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  NAMESPACE,
  type Language,
  type Messages,
} from './resources';
export {
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  detectStoredLanguage,
  toLanguage,
} from './languages';
export { messages } from './messages';
export { createI18n } from './create';
export { loadI18n } from './load';
export {
  TIME_ZONE,
  WEEK_STARTS_ON,
  formatCurrency,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatNotificationTime,
  formatNumber,
  formatPercent,
  saoPauloDay,
  type DateInput,
} from './formatters';
