import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { estateStreetValuations } from '../db/schema';
import type { TestApp } from './app';

/** The first street of the demo's 2026 valuations: its code and unit value, for hand-computed taxes. */
export async function firstStreet(t: TestApp): Promise<{ streetCode: string; unitValueKurus: number }> {
  const [street] = await t.db
    .select()
    .from(estateStreetValuations)
    .where(eq(estateStreetValuations.year, 2026))
    .orderBy(asc(estateStreetValuations.streetCode))
    .limit(1);
  return street;
}

/**
 * A 120 m² flat (reinforced concrete, class 3, built 2014) with a 40/800 land share, owned whole; each
 * test file declares its own deed (`land`) so one file's declarations never meet another's.
 */
export function buildingDeclaration(
  streetCode: string,
  land: { block: string; parcel: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    requestId: randomUUID(),
    estateKind: 'bina',
    year: 2026,
    streetCode,
    addressText: 'Çınar Sok. No: 12 İç Kapı: 3, Yeşilvadi',
    land: { ...land, parcelM2: '800' },
    ownershipShare: { numerator: 1, denominator: 1 },
    landShare: { numerator: 40, denominator: 800 },
    building: {
      estateTypeCode: 'MESKEN',
      usageTypeCode: 'KONUT',
      constructionTypeCode: 'BETONARME',
      constructionClassCode: 'SINIF3',
      yearBuilt: 2014,
      floorM2: '120',
      independentUnitNo: '3',
    },
    acquisitionDate: '2025-03-14',
    acquisitionReason: 'satin_alma',
    ...overrides,
  };
}
