// The sign-in page's own entry (ADR 0216) leaves for the app with a full navigation, so the app's
// first page is a fresh load, where the focus is normally left alone. Signing in is a navigation
// to the user, though: the sign-in page marks it here, and the app's first page takes the focus
// as after any in-app navigation (RouteFocus).
const key = 'emplacamento.signed-in-arrival';

/** Marks that the next page load comes from signing in. */
export function markSignInArrival(): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Without storage the first page only keeps the browser's focus.
  }
}

/** Whether this page load comes from signing in; reading it clears the mark. */
export function takeSignInArrival(): boolean {
  try {
    const marked = sessionStorage.getItem(key) === '1';
    sessionStorage.removeItem(key);
    return marked;
  } catch {
    return false;
  }
}
