export { InfluenceAreaList, influenceAreaFilters } from './InfluenceAreaList';
