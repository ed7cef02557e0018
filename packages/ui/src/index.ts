// The public API of @emplacamento/ui: explicit named exports only.
export { vars } from './theme/vars.css';
export { themeClasses } from './theme/themes.css';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { focusRing, visuallyHidden } from './theme/global.css';
export { breakpoints, baseTokens } from './theme/tokens';
export type { Tokens, ColorTokens } from './theme/tokens';
export { skins, tenants, tenantPrimaries, neutralPalettes } from './theme/palettes';
export {
  AA_TEXT,
  AA_UI,
  brandPalettes,
  contrast,
  deriveBrandColors,
  tokensFor,
} from './theme/brand';
export type { BrandColors } from './theme/brand';
export {
  CHART_SERIES,
  chartPalettes,
  colorDistance,
  seriesColors,
  seriesOf,
} from './theme/chart-palette';
export type { ChartTokens } from './theme/chart-palette';
export type { Skin, TenantTheme } from './theme/palettes';
export { uiLocales, uiMessages, ptBR as defaultUiMessages, format } from './theme/messages';
export type { UiLocale, UiMessages } from './theme/messages';
export { UiProvider, useUi, useUiMessages } from './theme/UiProvider';
export { useMediaQuery, wideScreenQuery } from './theme/use-media-query';
export type { UiProviderProps } from './theme/UiProvider';

export * from './components/Box';
export * from './components/Stack';
export * from './components/Container';
export * from './components/Text';
export * from './components/Spinner';
export * from './components/Button';
export * from './components/TextField';
export * from './components/Field';
export * from './components/Form';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/Select';
export * from './components/Link';
export * from './components/Toast';
export * from './components/Dialog';
export * from './components/Menu';
export * from './components/ScrollToTop';
export * from './components/Card';
export * from './components/Badge';
export * from './components/EmptyState';
export * from './components/StatusPanel';
export * from './components/Skeleton';
export * from './layouts/Nav';
export * from './layouts/VerticalLayout';
export * from './layouts/HorizontalLayout';
export * from './layouts/FullLayout';
export * from './layouts/LeftSidebarLayout';
export * from './components/Table';
export * from './components/Pagination';
export * from './components/DatePicker';
export * from './icons/IconGallery';
export * from './components/Tabs';
export * from './components/SearchField';
export * from './components/NumberField';
export * from './components/RadioGroup';
export * from './components/Avatar';
export * from './components/Breadcrumbs';
export * from './components/ProgressBar';
export * from './components/Tooltip';
export * from './components/SkipLink';
export * from './components/PageHeader';
export * from './components/CommandPalette';
export * from './components/Popover';
export * from './components/TagGroup';
export * from './components/ComboBox';
export * from './components/FileDropZone';

// Client-side navigation of every link and menu entry: the app passes its router's navigate.
export { RouterProvider } from 'react-aria-components';
