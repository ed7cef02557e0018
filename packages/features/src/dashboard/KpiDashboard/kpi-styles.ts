// Inline styles of the dashboard, from the design system's theme variables (features hold no
// stylesheets of their own; the layout comes from ui's Box and Grid).
import type { CSSProperties } from 'react';
import { vars } from '@emplacamento/ui';

/** The big figure of a share card. */
export const figure: CSSProperties = {
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
};

/** A line under the figure. */
export const detail: CSSProperties = { color: vars.color.textMuted, margin: 0 };

/** The drawing area of a chart; ECharts sizes itself to it. */
export const chart: CSSProperties = { width: '100%', height: '18rem' };

/** A table shown on the card (the change per brand). */
export const table: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
};

/** A cell of that table: numbers right-aligned, the brand left. */
export const cell = (first: boolean, header = false): CSSProperties => ({
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: first ? 'left' : 'right',
  color: header ? vars.color.textMuted : vars.color.text,
  fontWeight: header ? vars.fontWeight.medium : vars.fontWeight.regular,
});

/** Scrolls a wide table inside its card on phones instead of the page. */
export const scroll: CSSProperties = { overflowX: 'auto' };
