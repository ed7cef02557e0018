// watch?v=ID (v may follow other parameters), /embed/ID, /v/ID and youtu.be/ID short links.
const YOUTUBE =
  /^(?:https?:\/\/)?(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/][^\s]*)?$/;

/**
 * The 11-character video id of a YouTube URL (watch, embed, v or youtu.be short link), or `null`
 * when `value` is not one.
 *
 * @example youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42') // 'dQw4w9WgXcQ'
 * @example youtubeId('https://youtu.be/dQw4w9WgXcQ') // 'dQw4w9WgXcQ'
 */
export function youtubeId(value: string): string | null {
  if (typeof value !== 'string') return null;
  return YOUTUBE.exec(value)?.[1] ?? null;
}

/**
 * Whether `value` is a YouTube video URL with an 11-character id (see {@link youtubeId}).
 *
 * @example isValidYoutubeUrl('https://www.youtube.com/embed/dQw4w9WgXcQ') // true
 */
export function isValidYoutubeUrl(value: string): boolean {
  return youtubeId(value) !== null;
}
