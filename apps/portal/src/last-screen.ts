/**
 * The address of the last menu screen shown in this visit: a status page's way back to where the
 * reader was. Not the history's step back: the entry before a 404 or a not-authorized is often the
 * address that redirected there, which would only redirect again.
 */
let last: string | null = null;

/** Notes the screen shown (path and query). */
export function rememberScreen(path: string): void {
  last = path;
}

/** The last menu screen shown in this visit, or null on its first page. */
export function lastScreen(): string | null {
  return last;
}
