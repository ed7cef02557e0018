/** Attributes the token store writes on its cookies (product rules §9: 1 day, SameSite=Strict). */
export interface CookieAttributes {
  /** Lifetime in seconds; 0 or less deletes the cookie. */
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  /** `Secure`: sent over https only. */
  secure: boolean;
  path: string;
}

/** Reads and writes cookies; the browser's `document.cookie` by default. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, path?: string): void;
}

/** Anything with a `document.cookie`-like property: the browser document, or MemoryCookieDocument. */
export interface CookieDocument {
  cookie: string;
}

/** Serializes one cookie the way `document.cookie = ...` expects it. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.trunc(attributes.maxAgeSeconds)}`,
    `Path=${attributes.path}`,
    `SameSite=${attributes.sameSite}`,
  ];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Parses a `document.cookie` string (`a=1; b=2`) into a map. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = decodeURIComponent(pair.slice(0, eq).trim());
    if (name && !cookies.has(name))
      cookies.set(name, decodeURIComponent(pair.slice(eq + 1).trim()));
  }
  return cookies;
}

/**
 * What `document.cookie` read in the task that runs now, per document. Each read of the browser's
 * `document.cookie` is a synchronous call to the browser process (about 2 ms each at the sign-in
 * page's start, five of them: ADR 0219). Within one task the cookies change only by our own
 * writes, which go through a jar and drop the reading; an answer's `Set-Cookie` lands between
 * tasks, after the microtask that forgets the reading has run.
 */
const readings = new WeakMap<CookieDocument, Map<string, string>>();

function readCookies(target: CookieDocument): Map<string, string> {
  let cookies = readings.get(target);
  if (cookies === undefined) {
    cookies = parseCookieHeader(target.cookie);
    readings.set(target, cookies);
    queueMicrotask(() => readings.delete(target));
  }
  return cookies;
}

/**
 * A cookie jar over `document.cookie` (or any object with that property).
 * @param doc the document; defaults to the browser's `document`.
 */
export function documentCookieJar(doc?: CookieDocument): CookieJar {
  const target = doc ?? (globalThis as { document?: CookieDocument }).document;
  if (!target) {
    throw new Error(
      'No document.cookie here: pass a cookie jar (e.g. MemoryCookieDocument in Node).',
    );
  }
  return {
    get: (name) => readCookies(target).get(name),
    set: (name, value, attributes) => {
      readings.delete(target);
      target.cookie = serializeCookie(name, value, attributes);
    },
    remove: (name, path = '/') => {
      readings.delete(target);
      target.cookie = serializeCookie(name, '', {
        maxAgeSeconds: 0,
        path,
        sameSite: 'Strict',
        secure: false,
      });
    },
  };
}

/** The attributes a stored cookie was last written with (MemoryCookieDocument). */
export interface StoredCookie {
  value: string;
  attributes: Readonly<Record<string, string | true>>;
}

/**
 * An in-memory stand-in for the browser's `document.cookie` for Node (tests, SSR): writing
 * `name=value; Max-Age=...` stores or deletes a cookie, reading gives `a=1; b=2`. It keeps the
 * attributes so callers can inspect them; expiry by time is not simulated.
 */
export class MemoryCookieDocument implements CookieDocument {
  readonly #cookies = new Map<string, StoredCookie>();

  get cookie(): string {
    return [...this.#cookies]
      .map(([name, c]) => `${encodeURIComponent(name)}=${encodeURIComponent(c.value)}`)
      .join('; ');
  }

  set cookie(written: string) {
    const [pair = '', ...rest] = written.split(';');
    const eq = pair.indexOf('=');
    if (eq < 0) return;
    const name = decodeURIComponent(pair.slice(0, eq).trim());
    const value = decodeURIComponent(pair.slice(eq + 1).trim());
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const [key = '', ...v] = part.split('=');
      attributes[key.trim().toLowerCase()] = v.length > 0 ? v.join('=').trim() : true;
    }
    const maxAge = attributes['max-age'];
    if (typeof maxAge === 'string' && Number(maxAge) <= 0) this.#cookies.delete(name);
    else this.#cookies.set(name, { value, attributes });
  }

  /** The stored cookie with its attributes (lower-case keys), if present. */
  get(name: string): StoredCookie | undefined {
    return this.#cookies.get(name);
  }
}
