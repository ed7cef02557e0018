export { PermissionMatrix, type PermissionMatrixProps } from './PermissionMatrix';
