import { describe, expect, it } from 'vitest';
import {
  MemoryCookieDocument,
  createTokenStore,
  documentCookieJar,
  parseCookieHeader,
  sessionCookieNames,
} from '../src';

const tokens = {
  token: 'eyJhbGciOiJIUzI1NiJ9.' + 'x'.repeat(3001) + '.sig',
  refreshToken: 'r-123',
  expiresAt: '2026-11-23T04:00:00.000Z',
};

describe('token store', () => {
  it('splits the token in two halves that round-trip', () => {
    const doc = new MemoryCookieDocument();
    const store = createTokenStore(documentCookieJar(doc), { secure: false });
    store.write(tokens);
    const first = doc.get(sessionCookieNames.tokenFirstHalf)?.value ?? '';
    const second = doc.get(sessionCookieNames.tokenSecondHalf)?.value ?? '';
    expect(first.length).toBeGreaterThan(0);
    expect(Math.abs(first.length - second.length)).toBeLessThanOrEqual(1);
    expect(first + second).toBe(tokens.token);
    expect(store.read()).toEqual(tokens);
  });

  it('writes one-day, SameSite=Strict cookies, Secure only when asked', () => {
    for (const secure of [true, false]) {
      const doc = new MemoryCookieDocument();
      createTokenStore(documentCookieJar(doc), { secure }).write(tokens);
      for (const name of [
        sessionCookieNames.tokenFirstHalf,
        sessionCookieNames.tokenSecondHalf,
        sessionCookieNames.refreshToken,
        sessionCookieNames.expiresAt,
      ]) {
        const attributes = doc.get(name)?.attributes;
        expect(attributes?.['max-age']).toBe('86400');
        expect(attributes?.samesite).toBe('Strict');
        expect(attributes?.path).toBe('/');
        expect(attributes?.secure).toBe(secure ? true : undefined);
      }
    }
  });

  it('is not a session unless token, refresh token and expiry are all present', () => {
    const doc = new MemoryCookieDocument();
    const jar = documentCookieJar(doc);
    const store = createTokenStore(jar, { secure: false });
    store.write(tokens);
    jar.remove(sessionCookieNames.refreshToken);
    expect(store.read()).toBeNull();
  });

  it('clear removes every session cookie', () => {
    const doc = new MemoryCookieDocument();
    const store = createTokenStore(documentCookieJar(doc), { secure: false });
    store.write(tokens);
    store.clear();
    expect(store.read()).toBeNull();
    expect(doc.cookie).toBe('');
  });

  it('keeps values with reserved characters intact', () => {
    const doc = new MemoryCookieDocument();
    const jar = documentCookieJar(doc);
    jar.set('x', 'a=b; c', { maxAgeSeconds: 10, sameSite: 'Strict', secure: false, path: '/' });
    expect(jar.get('x')).toBe('a=b; c');
    expect(parseCookieHeader(doc.cookie).get('x')).toBe('a=b; c');
  });

  it('refuses to guess a cookie jar where there is no document', () => {
    expect(() => documentCookieJar()).toThrow(/pass a cookie jar/);
  });
});

describe('document cookie jar', () => {
  /** A document that counts how often its cookies are read. */
  class CountingDocument extends MemoryCookieDocument {
    reads = 0;
    override get cookie(): string {
      this.reads += 1;
      return super.cookie;
    }
    override set cookie(written: string) {
      super.cookie = written;
    }
  }
  const attributes = { maxAgeSeconds: 60, sameSite: 'Strict', secure: false, path: '/' } as const;

  it('reads document.cookie once per task, sees its own writes at once, and others after the task', async () => {
    const doc = new CountingDocument();
    doc.cookie = 'a=1';
    const jar = documentCookieJar(doc);
    const other = documentCookieJar(doc);
    expect([jar.get('a'), jar.get('a'), other.get('a')]).toEqual(['1', '1', '1']);
    expect(doc.reads).toBe(1);
    // A write through any jar over the same document is read back in the same task.
    other.set('a', '2', attributes);
    expect(jar.get('a')).toBe('2');
    jar.remove('a');
    expect(other.get('a')).toBeUndefined();
    // A change outside the jars (an answer's Set-Cookie) lands between tasks, and is then read.
    doc.cookie = 'b=3';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(jar.get('b')).toBe('3');
    expect(doc.reads).toBe(4);
  });
});
