// Single sign-on codes (product rules §4, docs/decisions/0052): `ChangeToken` issues one with the tokens,
// the portal appends it to the client system's address, and the client trades it once, within a
// minute, for tokens of the same user and system (`POST /Connect/Code`). Only its hash is kept.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { codigoTroca } from '../db/schema.js';
import { sha256, type AccessClaims } from './tokens.js';

/** Seconds a code lives: a redirect and one call, with room for a slow network. */
export const SSO_CODE_SECONDS = 60;

/** Codes kept after their expiry, for the record of recent sign-ons; older ones are deleted. */
const KEEP_SECONDS = 24 * 60 * 60;

/** Issues a code for the user and system of `claims`, and drops codes long expired. */
export async function issueSsoCode(db: Db, claims: AccessClaims, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db
    .delete(codigoTroca)
    .where(lt(codigoTroca.expiraEm, new Date(now.getTime() - KEEP_SECONDS * 1000)));
  await db.insert(codigoTroca).values({
    codigoHash: sha256(code),
    tenantId: claims.tenantId,
    usuarioId: claims.usuarioId,
    sistema: claims.sistema,
    expiraEm: new Date(now.getTime() + SSO_CODE_SECONDS * 1000),
  });
  return code;
}

/**
 * Marks a live, unused code of the tenant as used and answers whose it was; null when there is no
 * such code. One statement, so two redemptions at once cannot both succeed.
 */
export async function redeemSsoCode(
  db: Db,
  tenantId: string,
  code: string,
  now: Date,
): Promise<{ usuarioId: number; sistema: string } | null> {
  const [row] = await db
    .update(codigoTroca)
    .set({ usadoEm: now })
    .where(
      and(
        eq(codigoTroca.codigoHash, sha256(code)),
        eq(codigoTroca.tenantId, tenantId),
        isNull(codigoTroca.usadoEm),
        gt(codigoTroca.expiraEm, now),
      ),
    )
    .returning({ usuarioId: codigoTroca.usuarioId, sistema: codigoTroca.sistema });
  return row ?? null;
}
