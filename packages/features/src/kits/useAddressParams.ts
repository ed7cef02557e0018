import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams, type NavigateOptions } from 'react-router';

/** A place in the app, as the router keeps it. */
interface Place {
  readonly pathname: string;
  readonly search: string;
}

/** What of the data router's state the next change of the address starts from. */
export interface AddressState {
  /** Where the router is. */
  readonly location: Place;
  /** A navigation under way (its loaders running), if any. */
  readonly navigation: { readonly location?: Place };
}

/**
 * The search parameters a change of the address starts from: those of a navigation already under
 * way on the same page (it is the newer wish: a tab just chosen), else the router's. Never the
 * last render's: a handler made in an earlier render (a dialog's close, a search's pause) would put
 * that address back and undo whatever changed it since.
 */
export function latestSearchParams(state: AddressState): URLSearchParams {
  const pending = state.navigation.location;
  const place = pending && pending.pathname === state.location.pathname ? pending : state.location;
  return new URLSearchParams(place.search);
}

/** A change of the address's search parameters: the next ones, from the latest. */
export type AddressChange = (latest: URLSearchParams) => URLSearchParams;

/**
 * The address's search parameters, and a change of them that starts from the address as it is
 * when the change is made ({@link latestSearchParams}), not as it was when the screen last drew.
 * react-router's own `setSearchParams(fn)` hands `fn` the rendered parameters: a dialog closed
 * just after a tab was chosen put the old tab back (ADR 0221). Needs a data router, as the portal
 * and the stories have.
 */
export function useAddressParams(): readonly [
  URLSearchParams,
  (change: AddressChange, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (router === undefined) throw new Error('useAddressParams needs a data router');
  const update = useCallback(
    (change: AddressChange, options?: NavigateOptions) => {
      setParams(change(latestSearchParams(router.state)), options);
    },
    [router, setParams],
  );
  return [params, update] as const;
}
