import { onFirstUse } from '@ebelediye/finance';
/** A calendar day as the server sends it (YYYY-MM-DD) in Turkish order: 2026-11-30 → 30.11.2026 (the web's one day formatter). */
export { turkishDate as formatDay } from '../components/public-table/current-year';

const dateTime = onFirstUse(
  () => new Intl.DateTimeFormat('tr-TR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Istanbul' }),
);

/** A moment (ISO timestamp) on the municipality's clock: 31.05.2025 10:15 (the web's one moment formatter). */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}
