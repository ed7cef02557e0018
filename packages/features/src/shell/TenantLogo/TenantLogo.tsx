import { CarFront } from 'lucide-react';
import { Inline, Text } from '@emplacamento/ui';
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
 * The tenant's mark (its SVG logo from the configuration, or a neutral car) beside its short
 * name; the full name is the tooltip. Compact, it is the mark alone, named for screen readers.
 */
export function TenantLogo({ tenant, compact = false }: TenantLogoProps) {
  const name = shortNameOf(tenant);
  const mark = tenant.logo ? (
    <img
      src={tenant.logo}
      alt={compact ? name : ''}
      width={markSize}
      height={markSize}
      style={{ display: 'block', borderRadius: 8, flexShrink: 0 }}
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
