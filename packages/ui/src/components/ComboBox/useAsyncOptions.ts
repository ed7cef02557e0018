import { useEffect, useState } from 'react';
import type { Option } from '../Select';

/** Loads options for a text; aborted when the text changes again. */
export type LoadOptions = (text: string, signal: AbortSignal) => Promise<readonly Option[]>;

/**
 * Options for the current text, fetched after `debounceMs` of quiet; earlier requests are aborted
 * so a slow answer for "Cam" never replaces the answer for "Campinas".
 */
export function useAsyncOptions(load: LoadOptions | undefined, text: string, debounceMs: number) {
  const [options, setOptions] = useState<readonly Option[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      load(text, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setOptions(result);
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setOptions([]);
          setLoading(false);
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, text, debounceMs]);
  return { options, loading };
}
