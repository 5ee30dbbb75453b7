import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  addressCounties,
  addressDistricts,
  addressInnerDoors,
  addressOuterDoors,
  addressStreets,
} from '../../db/schema';
import { bytewise, containsAllWords } from '../../db/turkish';

/** The data-access module of address: the municipality's copy of the national address register (UAVT). */

export type DistrictRow = typeof addressDistricts.$inferSelect;
export type StreetRow = typeof addressStreets.$inferSelect;

export function countiesOfCity(db: Queryable, cityCode: string) {
  return db
    .select()
    .from(addressCounties)
    .where(eq(addressCounties.cityCode, cityCode))
    .orderBy(bytewise(addressCounties.sortKey));
}

export function districtRowsOf(db: Queryable, countyCode: string, onlyActive: boolean) {
  return db
    .select()
    .from(addressDistricts)
    .where(
      onlyActive
        ? and(eq(addressDistricts.countyCode, countyCode), eq(addressDistricts.isActive, true))
        : eq(addressDistricts.countyCode, countyCode),
    )
    .orderBy(bytewise(addressDistricts.sortKey));
}

export async function districtWithCountyName(db: Queryable, districtCode: string) {
  const [row] = await db
    .select({ district: addressDistricts, countyName: addressCounties.name })
    .from(addressDistricts)
    .innerJoin(addressCounties, eq(addressCounties.code, addressDistricts.countyCode))
    .where(eq(addressDistricts.code, districtCode));
  return row;
}

export async function streetCountOf(db: Queryable, districtCode: string): Promise<number> {
  const [{ streets }] = await db
    .select({ streets: count() })
    .from(addressStreets)
    .where(eq(addressStreets.districtCode, districtCode));
  return streets;
}

/** The streets of a district whose names contain every one of `words` (all of them when there are none). */
export function streetsOf(db: Queryable, districtCode: string, words: string[]) {
  return db
    .select()
    .from(addressStreets)
    .where(and(eq(addressStreets.districtCode, districtCode), containsAllWords(addressStreets.searchName, words)))
    .orderBy(bytewise(addressStreets.sortKey));
}

export function outerDoorsOf(db: Queryable, streetCode: string) {
  return db
    .select({ door: addressOuterDoors, innerDoorCount: count(addressInnerDoors.code) })
    .from(addressOuterDoors)
    .leftJoin(addressInnerDoors, eq(addressInnerDoors.outerDoorCode, addressOuterDoors.code))
    .where(eq(addressOuterDoors.streetCode, streetCode))
    .groupBy(addressOuterDoors.code)
    .orderBy(asc(addressOuterDoors.doorSort), bytewise(addressOuterDoors.doorNo));
}

export function innerDoorsOf(db: Queryable, outerDoorCode: string) {
  return db
    .select()
    .from(addressInnerDoors)
    .where(eq(addressInnerDoors.outerDoorCode, outerDoorCode))
    .orderBy(asc(addressInnerDoors.doorSort), bytewise(addressInnerDoors.innerDoorNo));
}
