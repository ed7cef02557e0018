import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconToggle, vars } from '@emplacamento/ui';
import { useSession, useToasts } from '../../session/SessionProvider';
import {
  FAVOURITES_PATH,
  VIEWS_PATH,
  isStarred,
  star,
  viewQueries,
  withStar,
  type Favoritos,
  type Starred,
} from './view-queries';

/** Props of {@link StarButton}. */
export interface StarButtonProps {
  /** The report (embed name) or the view (id) the star marks. */
  readonly target: Starred;
  /** What it marks, for its name ("Adicionar aos favoritos: Emplacamentos por marca"). */
  readonly name: string;
}

/**
 * The star of a report or a saved view: on at once when pressed (the list of favourites is
 * updated before the server answers, and put back with a message if it refuses), so the menu and
 * My reports show the change without a reload. Nothing is drawn until the favourites are known.
 */
export function StarButton({ target, name }: StarButtonProps) {
  const { t } = useTranslation();
  const { clients } = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const favourites = useQuery(viewQueries.favourites(clients));
  const key = viewQueries.favourites(clients).queryKey;
  const change = useMutation({
    mutationFn: (on: boolean) => star(clients, target, on),
    onMutate: async (on) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Favoritos>(key);
      if (before) client.setQueryData<Favoritos>(key, withStar(before, target, on));
      return { before };
    },
    onError: (_error, _on, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      toasts.danger(t('savedViews.starFailed'));
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [FAVOURITES_PATH] });
      if ('visao' in target) void client.invalidateQueries({ queryKey: [VIEWS_PATH] });
    },
  });
  if (!favourites.data) return null;
  const on = isStarred(favourites.data, target);
  return (
    <IconToggle
      label={`${t('savedViews.favourite')}: ${name}`}
      size="sm"
      isSelected={on}
      onChange={(next) => {
        change.mutate(next);
      }}
      icon={(selected) => (
        <Star
          size={18}
          aria-hidden
          // The star fills in the warning tone when on: gold in both skins, never the brand's.
          color={selected ? vars.color.warning : 'currentColor'}
          fill={selected ? vars.color.warning : 'none'}
        />
      )}
    />
  );
}
