export { Badge, StatusBadge } from './Badge';
export type { BadgeProps, BadgeTone, Status, StatusBadgeProps } from './Badge';
