export { CommandPalette } from './CommandPalette';
export type { CommandGroup, CommandItem, CommandPaletteProps } from './CommandPalette';
