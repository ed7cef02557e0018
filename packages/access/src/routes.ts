import { AUTH_SUBJECT, LOGGED_SUBJECT } from './ability';
import { resourceOf, type EventCode } from './catalogue';
import {
  economicGroupTitleKey,
  groupTitleKey,
  hasEconomicGroupPermission,
  type GroupNaming,
} from './profiles';
import {
  embedPath,
  reportCatalogue,
  type ChartSlug,
  type EmbedName,
  type ReportSlug,
} from './report-catalogue';
import type { Action } from './session';

/**
 * The layout a route renders in: `full` has no menu (auth and error pages), `menu` is the
 * vertical or horizontal menu layout (the user's choice), `left-sidebar` is the profiles screen,
 * `bare` is an embed page shown inside an iframe.
 */
export type Layout = 'full' | 'menu' | 'left-sidebar' | 'bare';

/** A group of the main menu; its title is the i18n key `menu.<group>`. */
export type MenuGroup =
  | 'dashboard'
  | 'cadastros'
  | 'processos'
  | 'usuarios'
  | 'relatorios'
  | 'relatorios-acesso'
  | 'relatorios-faturamento'
  | 'graficos';

/** Every route name of the table. */
export type RouteName =
  | (typeof staticRoutes)[number]['name']
  | 'admin-panel-group-economic-list'
  | `reports-${ReportSlug}`
  | `charts-${ChartSlug}`
  | `embed-${EmbedName}`;

/** One route of the portal (§2). */
export interface RouteDefinition {
  readonly name: RouteName;
  /** react-router path; parameters as `:name`. */
  readonly path: string;
  /** CASL subject the user needs `action` on (a lowercased event code, `Auth` or `Logged`). */
  readonly resource: string;
  readonly action: Action;
  readonly layout: Layout;
  /** A logged-in user opening this route goes to their home route instead (login, forgot). */
  readonly redirectIfLoggedIn: boolean;
  /** Open to anyone, logged in or not, whatever the ability says. */
  readonly accessGranted: boolean;
  /**
   * i18n key of the page title: `routes.<name>`, except the two group lists, whose titles the
   * tenant configures (EMP_ASSOCIACAO_GRUPO_ECONOMICO: N → the business groups are "Grupos
   * econômicos" and the economic groups "Grupos de grupos econômicos", else "Grupos empresa" and
   * "Grupos econômicos").
   */
  readonly titleKey: `routes.${RouteName}` | 'groups.economic' | 'groups.company' | 'groups.nested';
  /** Place in the main menu, or null when the route is not a menu entry. */
  readonly menu: { readonly group: MenuGroup; readonly order: number } | null;
  /** The embed page this route shows in an iframe, or null. */
  readonly embed: EmbedName | null;
  /** Allowed values of path parameters; any other value is a 404 (the profile tag). */
  readonly params: Readonly<Record<string, readonly string[]>> | null;
  /**
   * The list an add or edit page belongs to (not a menu entry itself): the breadcrumbs lead back
   * to it, under its menu section. Null for every other route.
   */
  readonly parent: RouteName | null;
}

/** Values the profiles screen accepts in `/administrative/settings/tag/:tag`. */
export const PROFILE_TAGS = ['Ativo', 'Inativo'] as const;

interface RouteOptions {
  readonly resource?: EventCode | typeof AUTH_SUBJECT | typeof LOGGED_SUBJECT;
  readonly layout?: Layout;
  readonly redirectIfLoggedIn?: boolean;
  readonly accessGranted?: boolean;
  readonly menu?: MenuGroup;
  readonly embed?: EmbedName;
  readonly params?: Readonly<Record<string, readonly string[]>>;
  readonly parent?: string;
}

function define<N extends string>(name: N, path: string, options: RouteOptions) {
  const resource = options.resource ?? AUTH_SUBJECT;
  return {
    name,
    path,
    resource:
      resource === AUTH_SUBJECT || resource === LOGGED_SUBJECT ? resource : resourceOf(resource),
    action: 'read',
    layout: options.layout ?? 'menu',
    redirectIfLoggedIn: options.redirectIfLoggedIn ?? false,
    accessGranted: options.accessGranted ?? false,
    titleKey: `routes.${name}`,
    menuGroup: options.menu ?? null,
    embed: options.embed ?? null,
    params: options.params ?? null,
    parent: options.parent ?? null,
  } as const;
}

const open = { accessGranted: true, layout: 'full' } as const;
const area = { resource: 'Emp_AreaInfluencia' } as const;
const dealerships = { resource: 'Emp_Concessionaria' } as const;
const users = { resource: 'Emp_Usuario' } as const;
// The add and edit pages of a list: the list's permission, and the list as their parent.
const areaPage = { ...area, parent: 'admin-panel-area-list' } as const;
const dealershipPage = { ...dealerships, parent: 'admin-panel-dealerships-list' } as const;
const userPage = { ...users, parent: 'admin-panel-users' } as const;
const profiles = { resource: 'Emp_Perfil', layout: 'left-sidebar' } as const;

const staticRoutes = [
  define('auth-login', '/login', { ...open, redirectIfLoggedIn: true }),
  define('auth-forgot-password', '/forgot-password', { ...open, redirectIfLoggedIn: true }),
  define('auth-confirm-code', '/confirm-code', open),
  define('auth-reset-password', '/reset-password', open),
  define('error-404', '/error-404', open),
  define('misc-coming-soon', '/pages/miscellaneous/coming-soon', open),
  define('misc-not-authorized', '/pages/miscellaneous/not-authorized', { layout: 'full' }),
  define('misc-under-maintenance', '/pages/miscellaneous/under-maintenance', open),
  define('misc-error', '/pages/miscellaneous/error', open),
  define('notifications', '/notifications', { resource: LOGGED_SUBJECT }),
  define('ui-feather', '/ui/feather', {}),
  // The user's own saved views and starred reports; a view's own address opens it (narrowed to
  // the reader's scope that day) on its report's route.
  define('my-reports', '/my-reports', { resource: LOGGED_SUBJECT, menu: 'relatorios' }),
  define('my-reports-view', '/my-reports/view/:id', {
    resource: LOGGED_SUBJECT,
    parent: 'my-reports',
  }),
  define('dashboard-kpi', '/dashboard-kpi', { resource: 'Emp_DashboardKpi', menu: 'dashboard' }),
  define('admin-panel-area-list', '/admin-panel/area/list', { ...area, menu: 'cadastros' }),
  define('admin-panel-area-add', '/admin-panel/area/add', areaPage),
  define('admin-panel-area-edit', '/admin-panel/area/edit/:id', areaPage),
  define('admin-panel-regions-list', '/admin-panel/regions/list', {
    resource: 'Emp_RegiaoOperacional',
    menu: 'cadastros',
  }),
  define('admin-panel-county-list', '/admin-panel/county/list', {
    resource: 'Emp_Municipio',
    menu: 'cadastros',
  }),
  define('admin-panel-group-list', '/admin-panel/group/list', {
    resource: 'Emp_GrupoEmpresa',
    menu: 'cadastros',
  }),
  define('admin-panel-dealerships-list', '/admin-panel/dealerships/list', {
    ...dealerships,
    menu: 'cadastros',
  }),
  define('admin-panel-dealerships-add', '/admin-panel/dealerships/add', dealershipPage),
  define('admin-panel-dealerships-edit', '/admin-panel/dealerships/edit/:id', dealershipPage),
  define('admin-panel-vehicle-version', '/admin-panel/vehicle-version', {
    resource: 'Emp_Nomenclatura',
    menu: 'cadastros',
    embed: 'Nomenclatura',
  }),
  define('admin-panel-users', '/admin-panel/users', { ...users, menu: 'usuarios' }),
  define('admin-panel-user-add', '/admin-panel/user/add', userPage),
  define('admin-panel-user-edit', '/admin-panel/user/edit/:id', userPage),
  define('admin-panel-pending-users', '/admin-panel/pending-users', {
    resource: 'Emp_UsuarioPendente',
    menu: 'usuarios',
  }),
  define('administrative-settings', '/administrative/settings', { ...profiles, menu: 'usuarios' }),
  define('administrative-settings-tag', '/administrative/settings/tag/:tag', {
    ...profiles,
    params: { tag: PROFILE_TAGS },
  }),
  define('admin-panel-profile-settings', '/admin-panel/profile-settings/page', {}),
  define('admin-panel-import-emplacamento', '/admin-panel/import-emplacamento', {
    resource: 'Emp_ImportacaoEmplacamento',
    menu: 'processos',
  }),
  define('admin-panel-import-billing', '/admin-panel/import-billing', {
    resource: 'Emp_ImportacaoFaturamento',
    menu: 'processos',
  }),
  define('admin-panel-effectivate-billing', '/admin-panel/effectivate-billing', {
    resource: 'Emp_EfetivacaoFaturamento',
    menu: 'processos',
  }),
  define('admin-panel-brand-validation', '/admin-panel/brand-validation', {
    resource: 'Emp_ValidacaoMarca',
    menu: 'processos',
  }),
] as const;

/** Tenant configuration the route table depends on. */
export interface RouteTableConfig {
  /** Value of the parameter EMP_ASSOCIACAO_GRUPO_ECONOMICO (null when not loaded). */
  readonly associacaoGrupoEconomico: string | null;
}

type Defined = ReturnType<typeof define>;

/**
 * The route table of §2 for one tenant. The economic-group list needs its own event only where the
 * association parameter grants the economic-group permission; elsewhere any logged-in user opens it
 * (docs/decisions/0040-access-catalogue-and-routes.md explains why not anonymous users).
 */
export function createRouteTable(config: RouteTableConfig): readonly RouteDefinition[] {
  const economic = hasEconomicGroupPermission(config.associacaoGrupoEconomico);
  const defined: Defined[] = [
    ...staticRoutes,
    define('admin-panel-group-economic-list', '/admin-panel/group-economic/list', {
      resource: economic ? 'Emp_GrupoEconomico' : AUTH_SUBJECT,
      menu: 'cadastros',
    }),
    ...reportCatalogue.map((entry) =>
      define(`${entry.kind === 'report' ? 'reports' : 'charts'}-${entry.slug}`, entry.path, {
        resource: entry.event === null ? AUTH_SUBJECT : entry.event.codigo,
        menu: entry.menu,
        embed: entry.name,
      }),
    ),
  ];
  const embeds = defined.flatMap((route) =>
    route.embed === null
      ? []
      : [
          {
            ...define(`embed-${route.embed}`, embedPath(route.embed), { layout: 'bare' }),
            resource: route.resource,
          },
        ],
  );
  const order = new Map<MenuGroup, number>();
  return Object.freeze(
    [...defined, ...embeds].map(({ menuGroup, ...route }): RouteDefinition => {
      const position = menuGroup === null ? 0 : (order.get(menuGroup) ?? 0) + 1;
      if (menuGroup !== null) order.set(menuGroup, position);
      return Object.freeze({
        ...route,
        name: route.name as RouteName,
        parent: route.parent as RouteName | null,
        titleKey:
          route.name === 'admin-panel-group-list'
            ? groupTitleKey(config.associacaoGrupoEconomico)
            : route.name === 'admin-panel-group-economic-list'
              ? economicGroupTitleKey(config.associacaoGrupoEconomico)
              : (route.titleKey as `routes.${RouteName}`),
        menu: menuGroup === null ? null : { group: menuGroup, order: position },
      });
    }),
  );
}

/** What the tenant of this route table calls its business groups, as its group list is titled. */
export function groupNamingOf(table: readonly RouteDefinition[]): GroupNaming {
  const list = table.find((route) => route.name === 'admin-panel-group-list');
  return list?.titleKey === 'groups.economic' ? 'economic' : 'company';
}
