import type { Queryable } from '../db/client';
import { seedAddresses } from './addresses';
import { demoCalendar } from './demo-calendar';
import { seedReferenceTables } from './reference-tables';
import { seedResolutions } from './resolutions';

/**
 * What anyone may look up: the address register, the tables taxes are computed from and
 * the council's and committee's decisions, for the year of `today` and the two before it. A few
 * seconds' worth of rows at most, in one transaction.
 */
export async function seedPublicInformation(
  tx: Queryable,
  settings: Record<string, unknown>,
  today: string,
): Promise<void> {
  const { referenceYears } = demoCalendar(today);
  const addresses = await seedAddresses(tx, {
    cityCode: String(settings.CityCode),
    countyCode: String(settings.CountyCode),
    countyName: String(settings.CountyName),
  });
  await seedReferenceTables(tx, addresses, referenceYears);
  await seedResolutions(tx, addresses, String(settings.MunicipalityName), referenceYears, today);
}
