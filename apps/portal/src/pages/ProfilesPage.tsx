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
  return <ProfileList tag={isTag(tag) ? tag : null} />;
}
