// The messages an embedded report page sends its parent: its height, so the portal's frame grows
// with the content (the page's filters, chart and table change it as data arrives), and the
// dynamic table's address, so the route that frames it can be shared with the same choice.

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

/** The `type` of the address message. */
export const REPORT_ADDRESS_MESSAGE = 'emplacamento:relatorio-endereco';

/** What the page posts when its choice changes. */
export interface AddressMessage {
  type: typeof REPORT_ADDRESS_MESSAGE;
  /** The page's query string (`?linhas=…`). */
  busca: string;
}

/** Whether a posted value is the address message. */
export function isAddressMessage(data: unknown): data is AddressMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === REPORT_ADDRESS_MESSAGE &&
    typeof (data as { busca?: unknown }).busca === 'string'
  );
}
