import { describe, expect, it } from 'vitest';
import {
  MemoryCookieDocument,
  documentCookieJar,
  logoutCookieName,
  watchLogoutCookie,
} from '../src';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('logout cookie', () => {
  it('logs out once when another tab sets the cookie to 1, and clears it', async () => {
    const jar = documentCookieJar(new MemoryCookieDocument());
    let logouts = 0;
    const stop = watchLogoutCookie(jar, () => (logouts += 1), 10);
    await wait(40);
    expect(logouts).toBe(0);
    jar.set(logoutCookieName, '1', {
      maxAgeSeconds: 60,
      sameSite: 'Strict',
      secure: false,
      path: '/',
    });
    await wait(60);
    jar.set(logoutCookieName, '1', {
      maxAgeSeconds: 60,
      sameSite: 'Strict',
      secure: false,
      path: '/',
    });
    await wait(40);
    expect(logouts).toBe(1);
    stop();
  });

  it('stops polling when asked', async () => {
    const jar = documentCookieJar(new MemoryCookieDocument());
    let logouts = 0;
    const stop = watchLogoutCookie(jar, () => (logouts += 1), 10);
    stop();
    jar.set(logoutCookieName, '1', {
      maxAgeSeconds: 60,
      sameSite: 'Strict',
      secure: false,
      path: '/',
    });
    await wait(40);
    expect(logouts).toBe(0);
  });
});
