// The theme and the basic components, for pages that must load little (the sign-in page's own
// entry, apps/portal/login.html, ADR 0216). The package's index reaches every component, and each
// component's vanilla-extract styles are side effects a bundler keeps: through this narrow door a
// page gets only the styles of what it shows.
export { UiProvider, useUi, useUiMessages } from './theme/UiProvider';
export type { UiProviderProps } from './theme/UiProvider';
export { tenants } from './theme/palettes';
export type { Skin, TenantTheme } from './theme/palettes';
export { Stack, Inline } from './components/Stack';
export { Text } from './components/Text';
export { Button } from './components/Button';
export { TextField } from './components/TextField';
export { Form } from './components/Form';
export { Switch } from './components/Switch';
export { DeferredSelect } from './components/Select/DeferredSelect';
export { Link } from './components/Link';
export { Card } from './components/Card';
export { FullLayout } from './layouts/FullLayout';
export { mainContentId } from './layouts/main-content';
