import { useParams } from 'react-router';
import { PROFILE_TAGS } from '@emplacamento/access';
import { ProfileList } from '@emplacamento/features';

const isTag = (value: string | undefined): value is (typeof PROFILE_TAGS)[number] =>
  PROFILE_TAGS.some((tag) => tag === value);

/**
 * /administrative/settings and /administrative/settings/tag/{Ativo|Inativo}: the profiles screen.
 * The route table already sends any other tag to error-404.
 */
export function Component() {
  const { tag } = useParams();
  // Each tag is a list of its own: keyed, so the search typed under one tag does not follow the
  // user to the next (the same page component serves both routes and would otherwise keep it).
  const current = isTag(tag) ? tag : null;
  return <ProfileList key={current ?? 'todos'} tag={current} />;
}
