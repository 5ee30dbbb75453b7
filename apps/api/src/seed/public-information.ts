import type { Queryable } from '../db/client';
import { seedAddresses } from './addresses';
import { referenceYears, seedReferenceTables } from './reference-tables';
import { seedResolutions } from './resolutions';

/**
 * What anyone may look up (issue 4): the address register, the tables taxes are computed from and
 * the council's and committee's decisions. A few seconds' worth of rows at most, in one transaction.
 */
export async function seedPublicInformation(
  tx: Queryable,
  settings: Record<string, unknown>,
): Promise<void> {
  const addresses = await seedAddresses(tx, {
    cityCode: String(settings.CityCode),
    countyCode: String(settings.CountyCode),
    countyName: String(settings.CountyName),
  });
  await seedReferenceTables(tx, addresses);
  await seedResolutions(tx, addresses, String(settings.MunicipalityName), referenceYears);
}
