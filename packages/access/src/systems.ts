import { MODULE_NAMES, PORTAL_SYSTEM, type EventDefinition, type EventModule } from './catalogue';
import type { SistemaUsuario } from './session';

/**
 * The system the API lists for a user granted `events` (the events of their profile): one module
 * per {@link EventModule}, in catalogue order, modules without a granted event left out. The
 * portal system has no root events: every event belongs to a module.
 */
export function portalSystemFor(events: readonly EventDefinition[]): SistemaUsuario {
  const byModule = new Map<EventModule, EventDefinition[]>();
  for (const event of [...events].sort((a, b) => a.id - b.id)) {
    const list = byModule.get(event.modulo) ?? [];
    list.push(event);
    byModule.set(event.modulo, list);
  }
  return {
    nome: PORTAL_SYSTEM,
    eventos: [],
    modulos: [...byModule].map(([modulo, list]) => ({
      nome: MODULE_NAMES[modulo],
      eventos: list.map(({ codigo, nome }) => ({ codigo, nome })),
    })),
  };
}
