import { CarFront } from 'lucide-react';
import { useState } from 'react';
import { Inline, Text } from '@emplacamento/ui/basics';
import { shortNameOf, type TenantConfig } from '../../config/runtime-config';

/** Props of {@link TenantLogo}. */
export interface TenantLogoProps {
  /** The tenant picked from the host name. */
  readonly tenant: TenantConfig;
  /** Only the mark (collapsed rail, phone header); its text alternative is the tenant's name. */
  readonly compact?: boolean;
}

const markSize = 32;

/**
 * The tenant's mark (its SVG logo from the configuration, or a neutral car when it has none or
 * it fails to load) beside its short name; the full name is the tooltip. Compact, it is the mark alone, named for screen readers.
 */
export function TenantLogo({ tenant, compact = false }: TenantLogoProps) {
  const name = shortNameOf(tenant);
  // A logo that does not load (moved file, offline) gives way to the neutral mark instead of the
  // browser's broken-image box in the corner of every page.
  const [failed, setFailed] = useState<string | null>(null);
  const mark =
    tenant.logo && failed !== tenant.logo ? (
      <img
        src={tenant.logo}
        alt={compact ? name : ''}
        width={markSize}
        height={markSize}
        style={{ display: 'block', borderRadius: 8, flexShrink: 0 }}
        onError={() => {
          setFailed(tenant.logo);
        }}
      />
    ) : (
      <CarFront
        size={markSize - 6}
        role={compact ? 'img' : undefined}
        aria-label={compact ? name : undefined}
        aria-hidden={compact ? undefined : true}
      />
    );
  if (compact) return mark;
  return (
    <Inline gap="2" alignItems="center" flexWrap="nowrap" title={tenant.nome}>
      {mark}
      <Text as="span" variant="h3" style={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </Inline>
  );
}
