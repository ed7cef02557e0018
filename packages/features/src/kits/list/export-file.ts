// Exporting a list: the server writes the file (every filtered row, streamed), the browser
// downloads it natively through a one-time link, so 100,000 rows never sit in the page's memory.
import type { GeneralApi } from '@emplacamento/api-client';

/** What the export of one list sends besides the format: the list call, said again. */
export type ExportRequest = Omit<
  GeneralApi.components['schemas']['SolicitacaoExportacao'],
  'formato'
>;

/** A file format the server writes. */
export type ExportFormat = GeneralApi.components['schemas']['SolicitacaoExportacao']['formato'];

/**
 * Opens a download link in a hidden frame: the browser saves the file (Content-Disposition:
 * attachment) without leaving the page and without the page holding the bytes.
 */
export function downloadInFrame(url: string, doc: Document = document): void {
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  frame.title = 'download';
  frame.src = url;
  doc.body.append(frame);
  // The frame is kept for a minute: removing it at once can cancel a download still starting.
  setTimeout(() => {
    frame.remove();
  }, 60_000);
}

/**
 * Saves a blob under `name` through a temporary link: for files the page had to fetch itself
 * (the call needs the session's token, which a plain link cannot carry).
 */
export function saveBlob(blob: Blob, name: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the bytes to the browser's download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}
