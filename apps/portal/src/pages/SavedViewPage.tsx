import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SavedViewOpener, type OpenedView } from '@emplacamento/features';

/** What a report route reads of its address's state: the saved view it was opened from. */
export interface SavedViewState {
  readonly savedView: { readonly nome: string; readonly removidos: readonly string[] };
}

/**
 * /my-reports/view/:id: a saved view's own address (a link, a favourite, the palette). It opens
 * the view's report in its place, so Back leaves the report rather than opening the view again.
 */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const onOpen = useCallback(
    ({ path, busca, nome, removidos }: OpenedView) => {
      const state: SavedViewState = { savedView: { nome, removidos } };
      void navigate(`${path}${busca}`, { replace: true, state });
    },
    [navigate],
  );
  const viewId = Number(id);
  return <SavedViewOpener key={viewId} id={viewId} onOpen={onOpen} />;
}
