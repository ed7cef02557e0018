import type { AbilityLike } from './ability';
import type { MenuGroup, RouteDefinition } from './routes';

/** The order of the menu groups in the main menu. */
export const MENU_GROUPS: readonly MenuGroup[] = Object.freeze([
  'dashboard',
  'cadastros',
  'processos',
  'usuarios',
  'relatorios',
  'relatorios-acesso',
  'relatorios-faturamento',
  'graficos',
] as const);

/** A group of the main menu with the entries the user may open; title key `menu.<group>`. */
export interface MenuSection {
  readonly group: MenuGroup;
  readonly titleKey: `menu.${MenuGroup}`;
  readonly routes: readonly RouteDefinition[];
}

/**
 * The main menu of a user: the menu routes the ability allows (the guard's own test, so the menu
 * never shows an entry that leads to not-authorized), in group order then entry order; groups
 * left empty are omitted. The reports and charts the user starred (`starred`: their embed names,
 * in the order starred) come first in their group, after the entries that are not a report.
 */
export function menuFor(
  table: readonly RouteDefinition[],
  ability: AbilityLike,
  starred: readonly string[] = [],
): MenuSection[] {
  const rank = (route: RouteDefinition) => {
    if (route.embed === null) return -1;
    const index = starred.indexOf(route.embed);
    return index === -1 ? starred.length : index;
  };
  return MENU_GROUPS.map((group) => ({
    group,
    titleKey: `menu.${group}` as const,
    routes: table
      .filter((route) => route.menu?.group === group)
      .filter((route) => route.accessGranted || ability.can(route.action, route.resource))
      .sort((a, b) => rank(a) - rank(b) || (a.menu?.order ?? 0) - (b.menu?.order ?? 0)),
  })).filter((section) => section.routes.length > 0);
}
