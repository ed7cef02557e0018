import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });

/** The one focus ring, shown only for keyboard focus (react-aria's `data-focus-visible`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Shared field look: text fields, selects, pickers. */
export const fieldInput = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  minHeight: '2.375rem',
  width: '100%',
  outline: 'none',
  transition: `border-color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** Field label. */
export const fieldLabel = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  marginBottom: vars.space['1'],
});

/** Help text under a field. */
export const fieldDescription = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  marginTop: vars.space['1'],
});

/** Error text under a field. */
export const fieldError = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  marginTop: vars.space['1'],
});

/** The wrapper of one field. */
export const field = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Floating panels: popovers, menus, list boxes. */
export const popover = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'auto',
  zIndex: vars.zIndex.overlay,
});

/** An option inside a list box or menu. */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  // Items with an `href` render as links: they keep the list's look, not the browser's.
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primarySubtle, color: vars.color.primaryText },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

/** A field box holding an input plus buttons or icons (search, number, combo box). */
export const fieldGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingTop: 0,
  paddingBottom: 0,
});

/** The bare input inside a {@link fieldGroup}: the group draws the border. */
export const fieldGroupInput = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  minHeight: '2.25rem',
});

/** The clickable label of a checkbox, switch or radio. */
export const choiceLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

/*
 * A page printed from the browser (a report, the dashboard) keeps what it reads for: its title,
 * the summary of its period (`data-print-summary`), its charts and tables, on A4 landscape. What
 * acts rather than reads goes: navigation (the layouts' bars hide themselves), buttons and fields,
 * and a filter bar but for its summary line.
 */
const print = (selector: string, rule: GlobalStyleRule) => {
  globalStyle(selector, { '@media': { print: rule } });
};

globalStyle('@page', { size: 'A4 landscape', margin: '12mm' } as GlobalStyleRule);
print('body', { background: 'white', color: 'black' });
// Navigation goes, but for the crumbs (`data-print="keep"`): they say where in the data it is.
print(
  'nav:not([data-print="keep"]), button, input, select, textarea, [role="button"], [role="toolbar"], [role="menu"], [role="dialog"], [data-print="hide"]',
  { display: 'none !important' },
);
// A group of controls goes whole, unless it holds the summary: then all of it but that line.
print('[role="group"]:not(:has([data-print-summary]))', { display: 'none !important' });
print(
  '[role="group"]:has([data-print-summary]) :not([data-print-summary], [data-print-summary] *, :has([data-print-summary]))',
  { display: 'none !important' },
);
// A row is not split across two sheets (a table's header row repeats on each, as tables do).
print('tr, [role="row"]', { breakInside: 'avoid' });
print('canvas, svg', { breakInside: 'avoid', maxWidth: '100%' });
