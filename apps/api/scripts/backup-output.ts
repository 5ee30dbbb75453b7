// What `npm run backup` and `npm run restore` print: sizes, durations and the few counts a person checks.
import { summaryTables } from '../src/db/table-digests';

const number = new Intl.NumberFormat('tr-TR');
const decimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${decimal.format(bytes / 1024 / 1024)} MB`;
  return `${decimal.format(bytes / 1024)} KB`;
}

export const secondsText = (seconds: number) => `${decimal.format(seconds)} sn`;

export function printCounts(counts: Record<string, number>): void {
  const tables = Object.keys(counts).length;
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const named = summaryTables
    .filter(([table]) => table in counts)
    .map(([table, label]) => `${label} ${number.format(counts[table])}`);
  console.log(`  ${named.join(', ')}`);
  console.log(`  ${number.format(tables)} tablo, toplam ${number.format(rows)} satır`);
}
