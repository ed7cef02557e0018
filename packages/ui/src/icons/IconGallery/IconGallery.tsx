import { icons } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { format } from '../../theme/messages';
import { useUiMessages } from '../../theme/UiProvider';
import { TextField } from '../../components/TextField';
import * as styles from './IconGallery.css';

/** Every Lucide icon name, sorted; Lucide is the maintained superset of Feather. */
export const iconNames: readonly string[] = Object.keys(icons).sort();

/** A name as searched: lower case, letters and digits only ("car-front" finds "CarFront"). */
const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Props of {@link IconGallery}. */
export interface IconGalleryProps {
  /** Initial filter text. @default '' */
  defaultQuery?: string;
  /** Most icons shown at once (the rest appear as the filter narrows). @default Infinity */
  limit?: number;
}

/**
 * A searchable gallery of the icon set (the portal's /ui/feather page). It imports the whole
 * set, so only that page pays for it; components import single icons and tree-shake.
 */
export function IconGallery({
  defaultQuery = '',
  limit = Number.POSITIVE_INFINITY,
}: IconGalleryProps) {
  const messages = useUiMessages();
  const [query, setQuery] = useState(defaultQuery);
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => {
    const needle = fold(deferred);
    return needle ? iconNames.filter((name) => fold(name).includes(needle)) : iconNames;
  }, [deferred]);
  return (
    <section aria-label="Lucide">
      <TextField label={messages.iconSearch} type="search" value={query} onChange={setQuery} />
      <p className={styles.count} aria-live="polite">
        {matches.length === 1
          ? messages.iconCountOne
          : format(messages.iconCount, { count: matches.length })}
      </p>
      <ul className={styles.grid}>
        {matches.slice(0, limit).map((name) => {
          const Icon = icons[name as keyof typeof icons];
          return (
            <li key={name} className={styles.item}>
              <Icon size={24} aria-hidden />
              <span className={styles.name}>{name}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
