// Access tokens are short HS256 JWTs; refresh tokens are opaque random strings stored hashed, one
// family per sign-in, rotated on every use (docs/decisions/0052).
import { createHash, createHmac, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refreshToken } from '../db/schema.js';
import { unauthenticated } from '../http/problem.js';

/** Claims of an access token. */
export interface AccessClaims {
  usuarioId: number;
  tenantId: string;
  sistema: string;
  /** Refresh-token family of the sign-in that issued the token. */
  familia?: string;
  /** When the access token stops being valid (read from a verified token; unused to issue). */
  expiraEm?: Date;
}

/** What `/Connect/Token` and friends answer. */
export interface TokenPair {
  token: string;
  refreshToken: string;
  expiresAt: string;
}

const issuer = 'emplacamento-api';
/** Most access tokens kept verified (`TokenService.verify`); the oldest goes first. */
const VERIFIED_TOKENS = 10_000;
/** Hex SHA-256 of a secret: what the tables keep of tokens and codes. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues, verifies and rotates tokens. */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    private readonly accessSeconds: number,
    private readonly refreshSeconds: number,
    private readonly now: () => Date,
    /** Seconds a used refresh token may come back without revoking its family (see `rotate`). */
    private readonly reuseGraceSeconds = 0,
  ) {}

  private hmacKey: Promise<webcrypto.CryptoKey> | undefined;

  /**
   * The key as a WebCrypto HMAC key, imported once: given the bytes, jose imports them again on
   * every verification, 4 % of the server's thread under a list at 50 connections (0214).
   */
  private verifyKey(): Promise<webcrypto.CryptoKey> {
    this.hmacKey ??= webcrypto.subtle.importKey(
      'raw',
      this.key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    return this.hmacKey;
  }

  /** Signs an access token and stores a new refresh token of `familia` (a new family if absent). */
  issue(claims: AccessClaims, familia: string = randomUUID()): Promise<TokenPair> {
    return this.pair(claims, familia, this.now(), {
      refresh: randomBytes(32).toString('base64url'),
      jti: randomUUID(),
    });
  }

  /**
   * The pair that succeeds the refresh token `presented`, first used at `usadoEm`: derived from
   * the two under the signing key, so every use within the grace, in any process, gets the same
   * bytes, and nothing but hashes is stored. Stored once (a later use finds its row).
   */
  private successor(claims: AccessClaims, familia: string, presented: string, usadoEm: Date) {
    const derived = (purpose: string) =>
      createHmac('sha256', this.key).update(`${purpose}\0${presented}`).digest('base64url');
    return this.pair(claims, familia, usadoEm, {
      refresh: derived('refresh-successor'),
      jti: derived('refresh-successor-jti'),
    });
  }

  private async pair(
    claims: AccessClaims,
    familia: string,
    at: Date,
    secrets: { refresh: string; jti: string },
  ): Promise<TokenPair> {
    const issuedAt = Math.floor(at.getTime() / 1000);
    const expiresAt = issuedAt + this.accessSeconds;
    const token = await new SignJWT({ tid: claims.tenantId, sis: claims.sistema, fam: familia })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(String(claims.usuarioId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(secrets.jti)
      .sign(this.key);
    await this.db
      .insert(refreshToken)
      .values({
        tokenHash: sha256(secrets.refresh),
        tenantId: claims.tenantId,
        usuarioId: claims.usuarioId,
        familia,
        sistema: claims.sistema,
        expiraEm: new Date(at.getTime() + this.refreshSeconds * 1000),
      })
      .onConflictDoNothing();
    return {
      token,
      refreshToken: secrets.refresh,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  }

  /**
   * Verifies an access token. `allowExpired` is for the refresh call, which receives the
   * expired token with its refresh token. Throws 401 problems.
   */
  async verify(token: string, allowExpired = false): Promise<AccessClaims> {
    // A token verified before is the same bytes under the same key: only its expiry can have
    // changed, checked here as jose checks it (expired when `exp` ≤ now in whole seconds).
    const known = allowExpired ? undefined : this.verified.get(token);
    if (
      known?.expiraEm &&
      known.expiraEm.getTime() / 1000 > Math.floor(this.now().getTime() / 1000)
    )
      return known;
    const claims = await this.verifyAnew(token, allowExpired);
    if (!allowExpired && claims.expiraEm) {
      this.verified.set(token, claims);
      // Maps iterate in insertion order: the first key is the oldest.
      if (this.verified.size > VERIFIED_TOKENS) {
        const oldest = this.verified.keys().next();
        if (oldest.done !== true) this.verified.delete(oldest.value);
      }
    }
    return claims;
  }

  /**
   * Access tokens verified, by their text. The HMAC runs in WebCrypto's thread pool: every
   * request waited for a hop there, holding its database connection (docs/decisions/0214).
   */
  private readonly verified = new Map<string, AccessClaims>();

  private async verifyAnew(token: string, allowExpired: boolean): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.verifyKey(), {
        issuer,
        algorithms: ['HS256'],
        currentDate: allowExpired ? new Date(0) : this.now(),
      });
      const usuarioId = Number(payload.sub);
      if (
        !Number.isInteger(usuarioId) ||
        typeof payload.tid !== 'string' ||
        typeof payload.sis !== 'string'
      ) {
        throw unauthenticated();
      }
      const familia = typeof payload.fam === 'string' ? payload.fam : undefined;
      return {
        usuarioId,
        tenantId: payload.tid,
        sistema: payload.sis,
        ...(familia ? { familia } : {}),
        ...(payload.exp === undefined ? {} : { expiraEm: new Date(payload.exp * 1000) }),
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw unauthenticated('detalhe.token-expirado', 'token-expirado');
      }
      if (error instanceof errors.JOSEError)
        throw unauthenticated('detalhe.token-invalido', 'token-invalido');
      throw error;
    }
  }

  /**
   * Rotates a refresh token: the old one dies and a new one of the same family is issued. A
   * refresh token presented a second time means it leaked, and the whole family is revoked, unless
   * it comes back within `reuseGraceSeconds` of its first use: two tabs sharing the session
   * cookies, or a page reloaded while its refresh answer was on the way, present the same token
   * honestly, and each gets the same successor pair (one family member more, not one per use;
   * docs/decisions/0052, 0232).
   */
  async rotate(claims: AccessClaims, presented: string): Promise<TokenPair> {
    const hash = sha256(presented);
    const now = this.now();
    // Marking it used in the same statement that checks it makes two concurrent uses lose one.
    const [claimed] = await this.db
      .update(refreshToken)
      .set({ usadoEm: now })
      .where(
        and(
          eq(refreshToken.tokenHash, hash),
          isNull(refreshToken.usadoEm),
          isNull(refreshToken.revogadoEm),
        ),
      )
      .returning();
    if (!claimed) {
      const [known] = await this.db
        .select()
        .from(refreshToken)
        .where(eq(refreshToken.tokenHash, hash));
      if (
        known?.usadoEm &&
        !known.revogadoEm &&
        known.expiraEm > now &&
        known.usuarioId === claims.usuarioId &&
        known.tenantId === claims.tenantId &&
        now.getTime() - known.usadoEm.getTime() <= this.reuseGraceSeconds * 1000
      ) {
        return this.successor(
          { ...claims, sistema: known.sistema },
          known.familia,
          presented,
          known.usadoEm,
        );
      }
      if (known) {
        await this.db
          .update(refreshToken)
          .set({ revogadoEm: now })
          .where(eq(refreshToken.familia, known.familia));
      }
      throw unauthenticated('detalhe.sessao-encerrada', 'refresh-token-invalido');
    }
    if (
      claimed.expiraEm <= now ||
      claimed.usuarioId !== claims.usuarioId ||
      claimed.tenantId !== claims.tenantId
    ) {
      throw unauthenticated('detalhe.sessao-encerrada', 'refresh-token-invalido');
    }
    return this.successor({ ...claims, sistema: claimed.sistema }, claimed.familia, presented, now);
  }

  /**
   * Whether a sign-in still stands: its family has a refresh token not revoked. Checked on every
   * request, so revoking a family (a reused refresh token, a password change, a deactivation)
   * stops its access tokens at once rather than at their expiry (docs/decisions/0115). A condition
   * rather than a query: the session check reads it in the statement that reads the user.
   */
  familyAlive(tenantId: string, familia: string): SQL<boolean> {
    return sql<boolean>`exists (select 1 from ${refreshToken} where ${and(
      eq(refreshToken.familia, familia),
      eq(refreshToken.tenantId, tenantId),
      isNull(refreshToken.revogadoEm),
    )})`;
  }

  /** Ends every session of a user (password change or reset), but `keep` (the caller's own). */
  async revokeUser(tenantId: string, usuarioId: number, keep?: string): Promise<void> {
    await this.db
      .update(refreshToken)
      .set({ revogadoEm: this.now() })
      .where(
        and(
          eq(refreshToken.tenantId, tenantId),
          eq(refreshToken.usuarioId, usuarioId),
          isNull(refreshToken.revogadoEm),
          keep === undefined ? undefined : ne(refreshToken.familia, keep),
        ),
      );
  }
}
