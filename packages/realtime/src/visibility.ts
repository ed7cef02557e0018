// Whether the page is shown. A hidden tab lets go of its stream and resumes it from its
// Last-Event-ID when shown again (nothing is lost), so tabs left in the background do not hold
// the browser's six HTTP/1.1 connections per host (docs/decisions/0074).

/** Where the adapter learns whether the page is shown. */
export interface PageVisibility {
  /** Whether the page is hidden now. */
  hidden(): boolean;
  /** Calls `listener` whenever that changes; returns how to stop. */
  onChange(listener: () => void): () => void;
}

/** The browser page's visibility; outside a browser the page is always shown. */
export function documentVisibility(): PageVisibility {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc) return { hidden: () => false, onChange: () => () => undefined };
  return {
    hidden: () => doc.visibilityState === 'hidden',
    onChange: (listener) => {
      doc.addEventListener('visibilitychange', listener);
      return () => {
        doc.removeEventListener('visibilitychange', listener);
      };
    },
  };
}
