export { VersionList } from './VersionList';
