// The daily bulletin (docs/decisions/0146): on each business day of São Paulo, once the hour the
// tenant's EMP_BOLETIM_HORARIO parameter names has come, every active user subscribed to a
// bulletin type gets an e-mail with the day's BoletimDiario figures in the user's own scope and a
// link to the report. Each process ticks on its own; a send is claimed first by a row whose unique
// key (tenant, user, day) lets one process through, so no user gets two bulletins on one day.
import { reportEntry } from '@emplacamento/access';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parameterValues } from '../admin/parameters.js';
import type { SessionService } from '../auth/session.js';
import { todayInSaoPaulo } from '../analytics/period.js';
import { asPlatform, withTenant, type Db } from '../db/client.js';
import { boletimEnvio } from '../db/schema-bulletin.js';
import { tenant, usuario } from '../db/schema.js';
import { isBusinessDay } from '../general/calendar.js';
import type { Mailer } from '../mail/mailer.js';
import { runReport } from '../reports/engine.js';
import { definitionOf } from '../reports/definitions.js';
import { bulletinHtml, bulletinText } from './mail.js';

/** The parameter holding the hour (HH:mm, São Paulo) the bulletin goes out at. */
export const EMP_BOLETIM_HORARIO = 'EMP_BOLETIM_HORARIO';
const DEFAULT_HOUR = '07:00';

/** What the bulletin needs from the application. */
export interface BulletinDeps {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  now: () => Date;
  portalUrl: string;
  log: FastifyBaseLogger;
}

/** The hour and minute of `now` in São Paulo, as HH:mm. */
const timeInSaoPaulo = (now: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);

/** What one tick did in one tenant (the tests and the log read it). */
export interface TickResult {
  tenantId: string;
  dia: string;
  /** Why nothing was due: a non-business day, or the hour has not come. */
  skipped?: 'dia-nao-util' | 'antes-do-horario';
  sent: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends every bulletin due now (what the schedule runs; tests call it with their clock). */
    sendDueBulletins: () => Promise<TickResult[]>;
  }
}

/** Sends every bulletin due now, in every active tenant. */
export async function sendDueBulletins(deps: BulletinDeps): Promise<TickResult[]> {
  // Which tenants exist is the platform's, not one tenant's: the list is read outside any scope.
  const tenants = await asPlatform(deps.db, () =>
    deps.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.ativo, true)),
  );
  const results: TickResult[] = [];
  for (const { id } of tenants) results.push(await sendTenant(deps, id));
  return results;
}

/** Sends the bulletins due now in one tenant. */
export async function sendTenant(deps: BulletinDeps, tenantId: string): Promise<TickResult> {
  const { db } = deps;
  const now = deps.now();
  const dia = todayInSaoPaulo(now);
  if (!isBusinessDay(dia)) return { tenantId, dia, skipped: 'dia-nao-util', sent: 0 };
  const subscribers = await withTenant(db, tenantId, async () => {
    const hour =
      (await parameterValues(db, tenantId, [EMP_BOLETIM_HORARIO])).get(EMP_BOLETIM_HORARIO) ??
      DEFAULT_HOUR;
    if (timeInSaoPaulo(now) < (/^\d\d:\d\d$/.test(hour) ? hour : DEFAULT_HOUR)) return undefined;
    return db
      .select({ id: usuario.id, login: usuario.login })
      .from(usuario)
      .where(
        and(
          eq(usuario.tenantId, tenantId),
          eq(usuario.status, 'Ativo'),
          eq(usuario.pendente, false),
          sql`jsonb_array_length(coalesce(${usuario.dadosAdicionais}->'tiposBoletim', '[]'::jsonb)) > 0`,
        ),
      );
  });
  if (!subscribers) return { tenantId, dia, skipped: 'antes-do-horario', sent: 0 };
  let sent = 0;
  for (const user of subscribers) {
    if (await sendOne(deps, tenantId, user, dia, now)) sent++;
  }
  return { tenantId, dia, sent };
}

/** Claims and sends one user's bulletin of `dia`; false when another process already has. */
async function sendOne(
  deps: BulletinDeps,
  tenantId: string,
  user: { id: number; login: string },
  dia: string,
  now: Date,
): Promise<boolean> {
  const { db } = deps;
  const claimed = await withTenant(db, tenantId, () =>
    db
      .insert(boletimEnvio)
      .values({ tenantId, usuarioId: user.id, dia, enviadoEm: now })
      .onConflictDoNothing()
      .returning({ id: boletimEnvio.id }),
  );
  const claim = claimed[0];
  if (!claim) return false;
  try {
    const report = await withTenant(db, tenantId, async () => {
      const session = await deps.sessions.load(tenantId, user.id, 'EMP');
      const definition = definitionOf('BoletimDiario');
      if (!session || !definition) return undefined;
      return runReport(db, session, definition, { filtros: {} }, 'pt-BR', now);
    });
    if (!report) {
      // The user left (or lost the profile) since the list was read: nothing to send.
      return false;
    }
    const link = `${deps.portalUrl}${reportEntry('BoletimDiario').path}`;
    await deps.mailer.send({
      tenantId,
      para: user.login,
      assunto: `Boletim diário de emplacamentos — ${dia.split('-').reverse().join('/')}`,
      texto: bulletinText(report, dia, link),
      html: bulletinHtml(report, dia, link),
    });
    return true;
  } catch (error) {
    // Not sent: the claim goes, so a later tick (of any process) tries again.
    deps.log.error({ err: error, tenantId, usuarioId: user.id }, 'bulletin: send failed');
    await withTenant(db, tenantId, () =>
      db.delete(boletimEnvio).where(eq(boletimEnvio.id, claim.id)),
    );
    return false;
  }
}

/**
 * Ticks every `seconds` in this process until the returned function is called; that resolves once
 * a tick under way has ended.
 */
export function scheduleBulletins(deps: BulletinDeps, seconds: number): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sendDueBulletins(deps)
      .then(() => undefined)
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'bulletin: tick failed');
      })
      .finally(() => {
        running = undefined;
      });
  }, seconds * 1000);
  return () => {
    clearInterval(timer);
    return running ?? Promise.resolve();
  };
}
