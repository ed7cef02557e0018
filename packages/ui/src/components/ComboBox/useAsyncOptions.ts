import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Option } from '../Select';

/** Loads options for a text; aborted when the text changes again. */
export type LoadOptions = (text: string, signal: AbortSignal) => Promise<readonly Option[]>;

/** The options last loaded, with the text they answer. */
interface Loaded {
  readonly text: string | null;
  readonly options: readonly Option[];
}

/**
 * Options for the current text, fetched after `debounceMs` of quiet; earlier requests are aborted
 * so a slow answer for "Cam" never replaces the answer for "Campinas". Until the answer for the
 * current text is in, there are no options and `loading` is true: the answer for an older text,
 * still on screen, let ArrowDown and Enter choose an option of the old list while the box showed
 * the new text, so the form held another record than the one the user saw.
 */
export function useAsyncOptions(load: LoadOptions | undefined, text: string, debounceMs: number) {
  const [loaded, setLoaded] = useState<Loaded>({ text: null, options: [] });
  // The latest loader, read when the pause ends: callers pass a new function on every render, and
  // depending on it fetched again after every answer, for as long as the field was on screen.
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const remote = load !== undefined;
  useEffect(() => {
    if (!remote) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const current = latest.current;
      if (!current) return;
      current(text, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setLoaded({ text, options: result });
        },
        () => {
          if (!controller.signal.aborted) setLoaded({ text, options: [] });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [remote, text, debounceMs]);
  const answered = loaded.text === text;
  return { options: answered ? loaded.options : [], loading: remote && !answered };
}
