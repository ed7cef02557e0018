import { Card, IconGallery } from '@emplacamento/ui';

/**
 * /ui/feather: the icon set the portal draws from (Lucide, the maintained superset of Feather),
 * searchable by name. The whole set loads with this page's chunk only.
 */
export function Component() {
  return (
    <Card>
      <IconGallery />
    </Card>
  );
}
