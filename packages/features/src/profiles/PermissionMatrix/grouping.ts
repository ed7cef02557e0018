// The permission matrix's arrangement: the events grouped by module in catalogue order, the earlier
// trading system's module last, narrowed by a search that ignores case and accents, and what
// "select all in group" may change.
import { LEGACY_MODULE } from '@emplacamento/access';
import type { ProfileEvent } from '../api';

/** The events of one module, as the matrix shows them. */
export interface EventGroup {
  /** The module's code (`painel-administrativo`…), or `''` for events of no module. */
  readonly module: string;
  /**
   * Whether the module is the earlier trading system's: events no screen of this portal reads,
   * kept for migrated users; the matrix shows it last and folded.
   */
  readonly legacy: boolean;
  readonly events: readonly ProfileEvent[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The events whose name or code holds `search`, grouped by module in the order they come, except
 * the earlier trading system's module, which goes last: what a profile of this portal is about
 * comes first.
 */
export function groupEvents(events: readonly ProfileEvent[], search: string): EventGroup[] {
  const term = fold(search.trim());
  const groups = new Map<string, ProfileEvent[]>();
  for (const event of events) {
    if (term !== '' && !fold(`${event.nome} ${event.codigo}`).includes(term)) continue;
    const module = event.modulo ?? '';
    const list = groups.get(module) ?? [];
    list.push(event);
    groups.set(module, list);
  }
  const all = [...groups].map(([module, list]) => ({
    module,
    events: list,
    legacy: module === LEGACY_MODULE,
  }));
  return [...all.filter((group) => !group.legacy), ...all.filter((group) => group.legacy)];
}

/** How much of a group is selected: the group checkbox's state. */
export function groupState(
  group: EventGroup,
  selected: ReadonlySet<number>,
): 'all' | 'some' | 'none' {
  const count = group.events.filter((event) => selected.has(event.id)).length;
  if (count === 0) return 'none';
  return count === group.events.length ? 'all' : 'some';
}

/**
 * The selection after "select all" (`on`) or "none" in a group: only the events the user may
 * change move, so an event they do not hold keeps its state (the server refuses changing it).
 */
export function toggleGroup(
  group: EventGroup,
  selected: ReadonlySet<number>,
  on: boolean,
  mayChange: (event: ProfileEvent) => boolean,
): Set<number> {
  const next = new Set(selected);
  for (const event of group.events) {
    if (!mayChange(event)) continue;
    if (on) next.add(event.id);
    else next.delete(event.id);
  }
  return next;
}
