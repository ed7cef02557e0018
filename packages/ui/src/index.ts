// The public API of @emplacamento/ui: explicit named exports only.
export { vars } from './theme/vars.css';
export { themeClasses } from './theme/themes.css';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { focusRing, visuallyHidden } from './theme/global.css';
export { breakpoints, baseTokens } from './theme/tokens';
export type { Tokens, ColorTokens } from './theme/tokens';
export { skins, tenants, brandPalettes, neutralPalettes, tokensFor } from './theme/palettes';
export type { Skin, TenantTheme } from './theme/palettes';
export { uiLocales, uiMessages, ptBR as defaultUiMessages, format } from './theme/messages';
export type { UiLocale, UiMessages } from './theme/messages';
export { UiProvider, useUi, useUiMessages } from './theme/UiProvider';
export type { UiProviderProps } from './theme/UiProvider';

export * from './components/Box';
export * from './components/Stack';
export * from './components/Container';
export * from './components/Text';
export * from './components/Spinner';
export * from './components/Button';
export * from './components/TextField';
export * from './components/Form';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/Select';
export * from './components/Link';
