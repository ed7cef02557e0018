export { EconomicGroupList, economicGroupFilters } from './EconomicGroupList';
