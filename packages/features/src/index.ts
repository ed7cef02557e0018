// The public API of @emplacamento/features: explicit named exports only.
export {
  loadRuntimeConfig,
  embeddedRuntimeConfig,
  parseRuntimeConfig,
  servicesOf,
  shortNameOf,
  reportsBaseUrlOf,
  reportsServedElsewhere,
  tenantForHost,
  themeOf,
  type RuntimeConfig,
  type TenantConfig,
} from './config/runtime-config';
export {
  LOGOUT_COOKIE,
  LOGOUT_POLL_MS,
  Session,
  storageKeys,
  type LoginFailure,
  type SessionOptions,
  type SessionState,
} from './session/session';
export {
  SessionProvider,
  useSession,
  useSessionState,
  useToasts,
  type SessionProviderProps,
} from './session/SessionProvider';
export {
  READ_RETRIES,
  createQueryClient,
  isRetryable,
  type QueryClientOptions,
} from './data/query-client';
export { operationKey } from './data/keys';
export { loginQuery, ssoRedirectUrl } from './auth/sso';
export { singleSignOnUrl } from './auth/sso-exchange';
export { LoginForm, type LoginFormProps } from './auth/LoginForm';
export {
  SignInCard,
  SignInPreferences,
  signInMessageKeys,
  type SignInCardProps,
  type SignInMessageKey,
  type SignInPreferencesProps,
} from './auth/SignInCard';
export { TextsProvider, useTexts, type Translate, type TextsProviderProps } from './texts';
export {
  ConfirmCodeForm,
  ForgotPasswordForm,
  ResetPasswordForm,
  type RecoveryStepProps,
} from './auth/PasswordRecovery';
export { StatusPage, type StatusKind, type StatusPageProps } from './status/StatusPage';
export { AppShell, type AppShellProps } from './shell/AppShell';
export { TenantLogo, type TenantLogoProps } from './shell/TenantLogo';
export { UserMenu, type UserMenuProps } from './shell/UserMenu';
export { RouteFocus, type RouteFocusProps } from './shell/route-focus';
export { RouterLinks } from './shell/router-links';
export { PreferenceSwitchers, type PreferenceSwitchersProps } from './shell/PreferenceSwitchers';
export {
  PreferencesProvider,
  preferenceKeys,
  usePreferences,
  type MenuLayout,
  type PreferencesProviderProps,
} from './shell/preferences';
export {
  fieldErrorsOf,
  useFormFailure,
  type FormFailure,
  type FormFailureProps,
} from './forms/use-form-failure';
export { ProfileSettings } from './profile/ProfileSettings';
export { NotificationsPage } from './notifications/NotificationsPage';
export {
  ListView,
  ExportMenu,
  downloadInFrame,
  useListState,
  useColumnChoice,
  readListState,
  writeListState,
  PAGE_SIZES,
  type ListColumn,
  type ListViewProps,
  type ExportMenuProps,
  type ExportFormat,
  type ExportRequest,
  type ListStateControls,
  type ListDefaults,
  type ListState,
} from './kits/list';
export {
  useEntityForm,
  saveFailureOf,
  useUnsavedGuard,
  UnsavedChangesDialog,
  type EntityForm,
  type EntityFormOptions,
  type FormValues,
  type SaveFailure,
  type UnsavedChangesDialogProps,
} from './kits/form';
export { DealershipList } from './dealerships/DealershipList';
export { DealershipForm, type DealershipFormProps } from './dealerships/DealershipForm';
export { ImportScreen, type ImportScreenProps } from './imports/ImportScreen';
export { billingImport, registrationImport, type ImportKind } from './imports/kinds';
export { EffectivationScreen, type EffectivationScreenProps } from './billing/EffectivationScreen';
export { BrandValidationScreen } from './brand-validation/BrandValidationScreen';
export { KpiDashboard, type KpiDashboardProps } from './dashboard/KpiDashboard';
export { ReportPage, type ReportPageProps } from './reports/ReportPage';
export {
  MyReportsPage,
  SavedViewOpener,
  StarButton,
  type OpenedView,
  type SavedViewOpenerProps,
  type StarButtonProps,
} from './reports/SavedViews';
export {
  EmbeddedReport,
  ReportFrame,
  type EmbeddedReportProps,
  type ReportFrameProps,
} from './reports/ReportFrame';
export { InfluenceAreaList } from './influence-areas/InfluenceAreaList';
export {
  InfluenceAreaForm,
  type InfluenceAreaFormProps,
} from './influence-areas/InfluenceAreaForm';
export { BusinessGroupList } from './groups/BusinessGroupList';
export { EconomicGroupList } from './groups/EconomicGroupList';
export { RegionList } from './regions/RegionList';
export { ProfileList, type ProfileListProps } from './profiles/ProfileList';
export { PendingUserList } from './pending-users/PendingUserList';
export { VehicleVersions } from './vehicles/VehicleVersions';
export { CountyList } from './counties/CountyList';
export { UserList } from './users/UserList';
export { UserForm, type UserFormProps } from './users/UserForm';
