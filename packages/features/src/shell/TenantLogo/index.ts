export { TenantLogo, type TenantLogoProps } from './TenantLogo';
