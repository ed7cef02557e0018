export {
  defaultAbilityRules,
  parseLoggedUser,
  type AbilityRule,
  type Action,
  type EventoSistema,
  type LoggedUser,
  type ModuloSistema,
  type SistemaUsuario,
} from './session';
export {
  AUTH_SUBJECT,
  LOGGED_SUBJECT,
  abilityFromSystems,
  createAbility,
  rulesFromSystems,
  type AbilityLike,
  type AppAbility,
} from './ability';
export {
  LEGACY_MODULE,
  MODULE_NAMES,
  PORTAL_SYSTEM,
  eventCatalogue,
  resourceOf,
  type EventCode,
  type EventDefinition,
  type EventModule,
} from './catalogue';
export { portalSystemFor } from './systems';
export {
  FIRST_DAYS_OF_MONTH,
  defaultPeriodEnd,
  embedPath,
  isReportName,
  reportCatalogue,
  reportEntry,
  type ChartEmbed,
  type ChartKind,
  type ChartSlug,
  type EmbedName,
  type ReportEmbed,
  type ReportEntry,
  type ReportMenuGroup,
  type ReportName,
  type ReportSlug,
} from './report-catalogue';
export {
  PROFILE_TAGS,
  createRouteTable,
  groupNamingOf,
  type Layout,
  type MenuGroup,
  type RouteDefinition,
  type RouteName,
  type RouteTableConfig,
} from './routes';
export {
  REDIRECT_ROUTES,
  decide,
  landingRouteFor,
  matchRoute,
  routeByName,
  type GuardDecision,
  type GuardRedirect,
  type RouteMatch,
} from './guard';
export {
  ABRACAF,
  BRAND_VALIDATION_TYPES,
  GRUPO_DEALER_PROFILE,
  PARAMETER_IDS,
  SystemParametersNotLoadedError,
  brandValidationTypesFor,
  economicGroupTitleKey,
  groupNaming,
  groupTitle,
  groupTitleKey,
  hasEconomicGroupPermission,
  isAdminUser,
  parseProfileCodeList,
  profileParametersFrom,
  scopeFieldsFor,
  visibleProfiles,
  type BrandValidationType,
  type GroupNaming,
  type Perfil,
  type ProfileParameters,
  type ScopeField,
  type ScopeFields,
} from './profiles';
export { LEGACY_TRADING_ROUTES, legacyPath } from './legacy-routes';
export { SSO_QUERY, resolveNavigation, safeRedirectTarget, type Navigation } from './navigation';
export { MENU_GROUPS, menuFor, type MenuSection } from './menu';
