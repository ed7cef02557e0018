import { useCallback, useState } from 'react';

const key = (listId: string) => `emplacamento.colunas.${listId}`;

function read(
  storage: Storage,
  listId: string,
  all: readonly string[],
  initial: readonly string[],
) {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key(listId)) ?? 'null');
    if (Array.isArray(stored)) {
      const known = stored.filter((id): id is string => typeof id === 'string' && all.includes(id));
      if (known.length > 0) return new Set(known);
    }
  } catch {
    // A hand-edited or older value: the list's own choice applies.
  }
  return new Set(initial);
}

/**
 * The columns the user chose to see in one list, remembered per list in the browser's storage
 * (a column that no longer exists is dropped; nothing stored means the list's default columns).
 */
export function useColumnChoice(
  listId: string,
  all: readonly string[],
  initial: readonly string[] = all,
  storage: Storage = localStorage,
): readonly [ReadonlySet<string>, (ids: Set<string>) => void] {
  const [visible, setVisible] = useState(() => read(storage, listId, all, initial));
  const choose = useCallback(
    (ids: Set<string>) => {
      setVisible(ids);
      storage.setItem(key(listId), JSON.stringify([...ids]));
    },
    [listId, storage],
  );
  return [visible, choose] as const;
}
