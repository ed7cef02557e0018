import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../useAddressParams';
import { filterNumber } from './url-state';

/** The address parameter of a list's open add/edit dialog. */
export const EDIT_PARAM = 'editar';
/** Its value while a new entity is being added. */
export const NEW_ENTITY = 'novo';

/** What a list with an add/edit dialog named in its address reads and calls. */
export interface EditInAddress {
  /** The entity being edited, `new` while adding, null while no dialog is open. */
  readonly editing: number | 'new' | null;
  /** The link that opens the dialog of `id` (the list's own parameters kept). */
  readonly editHref: (id: number) => string;
  /** Opens the add dialog. */
  readonly openNew: () => void;
  /** Closes the dialog. */
  readonly close: () => void;
}

/**
 * A list's add/edit dialog named in the address (`?editar=novo`, `?editar=12`) beside the list
 * kit's own parameters: a form can be linked, the back button closes it, and the list's state
 * survives opening and closing it. `param` names another dialog of the same list.
 */
export function useEditInAddress(param: string = EDIT_PARAM): EditInAddress {
  const [params, updateAddress] = useAddressParams();
  // From the latest address: a save's close that lands after a tab was chosen keeps that tab.
  const set = useCallback(
    (value: string | null) => {
      updateAddress((latest) => {
        if (value === null) latest.delete(param);
        else latest.set(param, value);
        return latest;
      });
    },
    [param, updateAddress],
  );
  const editHref = useMemo(() => {
    return (id: number) => {
      const next = new URLSearchParams(params);
      next.set(param, String(id));
      return `?${next.toString()}`;
    };
  }, [params, param]);
  const open = params.get(param);
  const editing = open === NEW_ENTITY ? 'new' : (filterNumber(open) ?? null);
  return {
    editing,
    editHref,
    openNew: () => {
      set(NEW_ENTITY);
    },
    close: () => {
      set(null);
    },
  };
}
