const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?),\s?(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * Whether `value` is a point as `latitude,longitude` in decimal degrees (the dealership's
 * Coordenadas): latitude within ±90, longitude within ±180, an optional space after the comma.
 *
 * @example isValidCoordenadas('-23.561414,-46.655881') // true
 * @example isValidCoordenadas('-23.5 -46.6') // false
 */
export function isValidCoordenadas(value: string): boolean {
  const match = typeof value === 'string' ? COORDINATES.exec(value.trim()) : null;
  if (!match) return false;
  return Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[2])) <= 180;
}
