import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { defaultAbilityRules, type AbilityRule, type Action, type SistemaUsuario } from './session';

/** The subject every authenticated user reads (daily report, profile settings, not-authorized). */
export const AUTH_SUBJECT = 'Auth';
/** The subject of pages for any logged-in user (notifications). */
export const LOGGED_SUBJECT = 'Logged';

/** The product's CASL ability: string actions on string subjects, no conditions. */
export type AppAbility = MongoAbility<[Action, string]>;

/** What the guard needs of an ability; a CASL ability satisfies it. */
export interface AbilityLike {
  can(action: Action, subject: string): boolean;
}

/**
 * The rules of §6: every event of every system (root events and module events) becomes `manage`
 * on its code lowercased; every user also reads `Auth` and `Logged`. Duplicates are dropped and
 * the order is stable (systems, then root events before module events), so the stored rules of
 * the same grant compare equal.
 */
export function rulesFromSystems(systems: readonly SistemaUsuario[]): AbilityRule[] {
  const subjects = new Set<string>();
  for (const system of systems) {
    const events = [...system.eventos, ...system.modulos.flatMap((module) => module.eventos)];
    for (const { codigo } of events) {
      const subject = codigo.trim().toLowerCase();
      if (subject !== '') subjects.add(subject);
    }
  }
  return [
    ...[...subjects].map((subject): AbilityRule => ({ action: 'manage', subject })),
    { action: 'read', subject: AUTH_SUBJECT },
    { action: 'read', subject: LOGGED_SUBJECT },
  ];
}

/**
 * A CASL ability from stored rules; without rules it starts from the default (read, empty
 * subject). CASL reads a rule with an empty subject as a rule on every subject, so the default
 * rule would let a user who is not yet loaded open every route: rules with an empty subject are
 * dropped here, and the default ability grants nothing (docs/decisions/0041-default-ability.md).
 */
export function createAbility(rules: readonly AbilityRule[] = defaultAbilityRules): AppAbility {
  return createMongoAbility<[Action, string]>(
    rules.filter((rule) => rule.subject.trim() !== '').map((rule) => ({ ...rule })),
  );
}

/** The ability of a user from the systems the API lists for them (§6). */
export function abilityFromSystems(systems: readonly SistemaUsuario[]): AppAbility {
  return createAbility(rulesFromSystems(systems));
}
