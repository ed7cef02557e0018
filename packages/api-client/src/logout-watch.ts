import type { CookieJar } from './cookies';

/** Cookie another tab or app sets to `1` to log this tab out (product rules §4). */
export const logoutCookieName = 'emp_logout';

/**
 * Polls the logout cookie (every second by default, product rules §9) and calls `onLogout` once when
 * it reads `1`, clearing the cookie. Returns a function that stops the polling.
 */
export function watchLogoutCookie(
  jar: CookieJar,
  onLogout: () => void,
  intervalMs = 1000,
): () => void {
  const timer = setInterval(() => {
    if (jar.get(logoutCookieName) !== '1') return;
    jar.remove(logoutCookieName);
    clearInterval(timer);
    onLogout();
  }, intervalMs);
  return () => {
    clearInterval(timer);
  };
}
