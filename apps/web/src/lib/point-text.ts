/** A point as the citizen and the desk read it: Turkish decimals, five places (about a metre). */
export function pointText(point: { lat: number; lon: number }): string {
  const format = (value: number) =>
    value.toLocaleString('tr-TR', { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });
  return `${format(point.lat)}, ${format(point.lon)}`;
}
