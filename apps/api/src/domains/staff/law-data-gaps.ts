import { istanbulToday, yearsWithoutMovingHolidays } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { loadLaw } from '../law/law';

/** This year and the next three: the longest restructuring plan (18 installments two months apart) ends within them. */
export const comingYearsAhead = 3;

/**
 * The coming years whose bayram days are not loaded, and the sentence the desk shows about them: their
 * deadlines move off weekends and fixed holidays but not off a bayram until the year is imported.
 */
export async function lawDataGaps(
  db: Queryable,
  now: Date,
): Promise<{ yearsWithoutHolidays: number[]; message: string | null }> {
  const { calendar } = await loadLaw(db);
  const thisYear = Number(istanbulToday(now).slice(0, 4));
  const years = yearsWithoutMovingHolidays(calendar, thisYear, thisYear + comingYearsAhead);
  if (years.length === 0) return { yearsWithoutHolidays: [], message: null };
  const single = years.length === 1;
  const named = single ? `${years[0]} yılının` : `${years.slice(0, -1).join(', ')} ve ${years.at(-1)} yıllarının`;
  return {
    yearsWithoutHolidays: years,
    message: `${named} Ramazan ve Kurban Bayramı günleri yüklenmedi. ${single ? 'Bu yıldaki' : 'Bu yıllardaki'} son ödeme tarihleri hafta sonu ve sabit resmî tatillerden kaydırılıyor, bayram günlerinden kaydırılamıyor. Diyanet takvimi yayımlanınca bayram günleri bilgi işlemce içe aktarılmalıdır (npm run import -- religious-holidays).`,
  };
}
