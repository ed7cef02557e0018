import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@emplacamento/ui';
import { CategoryList, ManufacturerList, ModelList, SegmentList } from '../CatalogueLists';
import { VersionList } from '../VersionList';

/** The address parameter of the open tab (absent: the versions). */
export const TAB = 'aba';
const TABS = ['versoes', 'fabricantes', 'modelos', 'segmentos', 'categorias'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * `/admin-panel/vehicle-version`: the version nomenclature and, in tabs, the vehicle catalogue
 * the versions map into. The tab is in the address (`?aba=modelos`); changing it starts the other
 * list afresh, since each list keeps its own page, search and filters in the same address.
 */
export function VehicleVersions() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = params.get(TAB);
  const tab: Tab = isTab(current) ? current : 'versoes';
  const select = (key: Key) => {
    const next = String(key);
    if (next === tab) return;
    setParams(next === 'versoes' ? {} : { [TAB]: next });
  };
  return (
    <Tabs
      label={t('versions.tabsLabel')}
      selectedKey={tab}
      onSelectionChange={select}
      items={[
        { id: 'versoes', label: t('versions.tabVersions'), content: <VersionList /> },
        { id: 'fabricantes', label: t('versions.tabManufacturers'), content: <ManufacturerList /> },
        { id: 'modelos', label: t('versions.tabModels'), content: <ModelList /> },
        { id: 'segmentos', label: t('versions.tabSegments'), content: <SegmentList /> },
        { id: 'categorias', label: t('versions.tabCategories'), content: <CategoryList /> },
      ]}
    />
  );
}
