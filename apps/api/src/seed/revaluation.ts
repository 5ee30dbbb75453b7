import { revalueUnitValue } from '@ebelediye/finance';
import type { Queryable } from '../db/client';
import { revaluationRates } from '../db/schema';

/**
 * Base data every database gets (law, not demo): the yearly revaluation rate (VUK mükerrer art. 298)
 * and the part of it the law applied to emlak values of the next year (1319 art. 29). Sources and
 * what was checked: docs/decisions/014-revaluation-rate-as-data.md.
 */
const halfBefore7566 =
  '1319 sayılı Kanun md. 29 (7566 sayılı Kanundan önceki metin): vergi değeri ve birim değerler, o yıl için belirlenen yeniden değerleme oranının yarısı nispetinde artırılır.';
const wholeAfter7566 =
  '1319 sayılı Kanun md. 29, 7566 sayılı Kanunla (RG 19.12.2025, sayı 33112): yeniden değerleme oranının tamamı (Cumhurbaşkanı indirebilir). 2026 genel takdir yılıdır; 2026 vergi değeri 2025 değerinin üç katını geçemez (geçici md. 23).';

export const revaluationRateRows: (typeof revaluationRates.$inferInsert)[] = [
  {
    year: 2022,
    rateBasisPoints: 12_293,
    source: '2022 yılı yeniden değerleme oranı %122,93 — VUK Genel Tebliği (Kasım 2022)',
    estateAppliedPercent: 50,
    estateRuleSource: halfBefore7566,
  },
  {
    year: 2023,
    rateBasisPoints: 5_846,
    source: '2023 yılı yeniden değerleme oranı %58,46 — VUK Genel Tebliği (Sıra No: 561)',
    estateAppliedPercent: 50,
    estateRuleSource: halfBefore7566,
  },
  {
    year: 2024,
    rateBasisPoints: 4_393,
    source: '2024 yılı yeniden değerleme oranı %43,93 — VUK Genel Tebliği (Sıra No: 574)',
    estateAppliedPercent: 50,
    estateRuleSource: halfBefore7566,
  },
  {
    year: 2025,
    rateBasisPoints: 2_549,
    source: '2025 yılı yeniden değerleme oranı %25,49 — VUK Genel Tebliği (Sıra No: 585), RG 27.11.2025 sayı 33090',
    estateAppliedPercent: 100,
    estateRuleSource: wholeAfter7566,
  },
];

export async function seedRevaluationRates(tx: Queryable): Promise<void> {
  await tx.insert(revaluationRates).values(revaluationRateRows).onConflictDoNothing();
}

/** A unit value of `fromYear` carried into the next year by that year's row (the demo seed's 2025 street values). */
export function revaluedForNextYear(valueKurus: number, fromYear: number): number {
  const row = revaluationRateRows.find((candidate) => candidate.year === fromYear);
  if (!row) throw new Error(`${fromYear} yılı yeniden değerleme oranı tanımlı değil`);
  return revalueUnitValue(valueKurus, row.rateBasisPoints, row.estateAppliedPercent);
}
