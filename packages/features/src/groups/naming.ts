import type { TFunction } from 'i18next';
import { groupNamingOf, type GroupNaming } from '@emplacamento/access';
import { useSessionState } from '../session/SessionProvider';

/** What the tenant calls its business groups, as its route table titles their list. */
export function useGroupNaming(): GroupNaming {
  return groupNamingOf(useSessionState().table);
}

/** The business-group screen's own words, named as the tenant names its groups. */
export function businessGroupTexts(t: TFunction, naming: GroupNaming) {
  return naming === 'economic'
    ? { add: t('businessGroups.addEconomic'), edit: t('businessGroups.editEconomic') }
    : { add: t('businessGroups.addCompany'), edit: t('businessGroups.editCompany') };
}

/**
 * The business group's economic-group field (filter, column, form). Where the business groups are
 * the economic groups, the group they belong to is a group of them.
 */
export function parentGroupLabel(t: TFunction, naming: GroupNaming, label: string): string {
  return naming === 'economic' ? t('businessGroups.parentNested') : label;
}

/**
 * The economic-group screen's words. Where the business groups are the economic groups, these
 * are groups of them, and say so: no text of one screen names the other's groups.
 */
export function economicGroupTexts(t: TFunction, naming: GroupNaming) {
  return naming === 'economic'
    ? {
        tableLabel: t('economicGroups.tableLabelNested'),
        add: t('economicGroups.addNested'),
        edit: t('economicGroups.editTitleNested'),
        created: t('economicGroups.createdNested'),
        updated: t('economicGroups.updatedNested'),
        notFound: t('economicGroups.notFoundNested'),
        businessGroups: t('economicGroups.businessGroupsNested'),
      }
    : {
        tableLabel: t('economicGroups.tableLabel'),
        add: t('economicGroups.add'),
        edit: t('economicGroups.editTitle'),
        created: t('economicGroups.created'),
        updated: t('economicGroups.updated'),
        notFound: t('economicGroups.notFound'),
        businessGroups: t('economicGroups.businessGroups'),
      };
}
