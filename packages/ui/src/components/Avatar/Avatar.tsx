import { useState } from 'react';
import * as styles from './Avatar.css';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's name: the accessible name, and the initials when there is no picture. */
  name: string;
  /** Picture URL. @default undefined */
  src?: string;
  /** Diameter. @default 'md' */
  size?: keyof typeof styles.sizes;
}

/** First letters of the first and last names ("Ana Maria Souza" → "AS"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span role="img" aria-label={name} className={`${styles.avatar} ${styles.sizes[size]}`}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          className={styles.image}
          onError={() => {
            setFailed(true);
          }}
        />
      ) : (
        <span aria-hidden>{initials(name)}</span>
      )}
    </span>
  );
}
