// The one message an embedded report page sends its parent: its height, so the portal's frame
// grows with the content (the page's filters, chart and table change it as data arrives).

/** The `type` of the message. */
export const REPORT_HEIGHT_MESSAGE = 'emplacamento:relatorio-altura';

/** What the page posts. */
export interface HeightMessage {
  type: typeof REPORT_HEIGHT_MESSAGE;
  /** The page's height in CSS pixels. */
  altura: number;
}

/** Whether a posted value is the height message. */
export function isHeightMessage(data: unknown): data is HeightMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === REPORT_HEIGHT_MESSAGE &&
    typeof (data as { altura?: unknown }).altura === 'number'
  );
}
