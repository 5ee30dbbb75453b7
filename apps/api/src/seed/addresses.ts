import { foldTurkish } from '@ebelediye/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { addressCounties, addressDistricts, addressStreets, type streetTypes } from '../db/schema';
import { turkishSortKey } from '../db/turkish';
import {
  buildingNames,
  districtName,
  neighbourCounties,
  streetAdjectives,
  streetNouns,
  streetPersons,
  yesilvadiDistricts,
} from './address-names';
import { insertInChunks, type Random, seededRandom } from './random';

type StreetType = (typeof streetTypes)[number];

export interface SeededStreet {
  code: string;
  name: string;
  type: StreetType;
  districtCode: string;
  districtName: string;
  countyCode: string;
}

export interface SeededAddresses {
  /** The municipality's own county. */
  countyCode: string;
  districts: { code: string; name: string; countyCode: string; isActive: boolean }[];
  streets: SeededStreet[];
}

const suffix: Record<StreetType, string> = {
  cadde: 'Caddesi',
  sokak: 'Sokak',
  bulvar: 'Bulvarı',
  cikmaz: 'Çıkmazı',
  meydan: 'Meydanı',
};

/** Streets the other demo data names (registry and subscription addresses, tests). */
const fixedStreets: Record<string, { name: string; type: StreetType }[]> = {
  Cumhuriyet: [
    { name: 'Çınar Sokak', type: 'sokak' },
    { name: 'Çay Sokak', type: 'sokak' },
    { name: 'Cumhuriyet Meydanı', type: 'meydan' },
  ],
  Atatürk: [{ name: 'Gül Caddesi', type: 'cadde' }],
  Yeni: [{ name: 'Zeytin Sokak', type: 'sokak' }],
  Sanayi: [{ name: '3. Cadde', type: 'cadde' }],
};

function streetName(random: Random, numberBase: number): { name: string; type: StreetType } {
  const roll = random.next();
  if (roll < 0.2) return { name: `${numberBase + random.int(1, 899)}. Sokak`, type: 'sokak' };
  if (roll < 0.5) return { name: `${random.pick(streetNouns)} Sokak`, type: 'sokak' };
  if (roll < 0.64) return { name: `${random.pick(streetAdjectives)} ${random.pick(streetNouns)} Sokak`, type: 'sokak' };
  if (roll < 0.74) return { name: `${random.pick(streetPersons)} Sokak`, type: 'sokak' };
  if (roll < 0.84) return { name: `${random.pick(streetNouns)} Caddesi`, type: 'cadde' };
  if (roll < 0.91) return { name: `${random.pick(streetPersons)} Caddesi`, type: 'cadde' };
  if (roll < 0.97) return { name: `${random.pick(streetNouns)} ${suffix.cikmaz}`, type: 'cikmaz' };
  if (roll < 0.99) return { name: `${random.pick(streetPersons)} ${suffix.bulvar}`, type: 'bulvar' };
  return { name: `${random.pick(streetNouns)} ${suffix.meydan}`, type: 'meydan' };
}

/**
 * The province's counties, their districts and about three thousand streets, then the buildings
 * (outer doors) and units (inner doors) of every street. Streets are built here from word lists with a
 * seeded PRNG; doors are derived in SQL from the street codes (tens of thousands of rows in one
 * statement each, the same on PGlite and PostgreSQL).
 */
export async function seedAddresses(
  tx: Queryable,
  settings: { cityCode: string; countyCode: string; countyName: string },
): Promise<SeededAddresses> {
  const random = seededRandom(9901);
  const counties = [
    { code: settings.countyCode, name: settings.countyName },
    ...neighbourCounties.map(({ code, name }) => ({ code, name })),
  ];
  await tx
    .insert(addressCounties)
    .values(
      counties.map((county) => ({ ...county, cityCode: settings.cityCode, sortKey: turkishSortKey(county.name) })),
    );

  const districts: SeededAddresses['districts'] = [
    ...yesilvadiDistricts.map((name, index) => ({
      code: `${settings.countyCode}${String(index + 1).padStart(2, '0')}`,
      name: districtName(name),
      countyCode: settings.countyCode,
      isActive: true,
    })),
    // Merged into Cumhuriyet Mahallesi; kept in the register for old addresses.
    {
      code: `${settings.countyCode}90`,
      name: districtName('Eski Çarşı'),
      countyCode: settings.countyCode,
      isActive: false,
    },
    ...neighbourCounties.flatMap((county) =>
      county.districts.map((name, index) => ({
        code: `${county.code}${String(index + 1).padStart(2, '0')}`,
        name: districtName(name),
        countyCode: county.code,
        isActive: true,
      })),
    ),
  ];
  await tx
    .insert(addressDistricts)
    .values(districts.map((district) => ({ ...district, sortKey: turkishSortKey(district.name) })));

  const streets: SeededStreet[] = [];
  let nextCode = 1_000_001;
  for (const district of districts) {
    if (!district.isActive) continue;
    const own = district.countyCode === settings.countyCode;
    const shortName = district.name.replace(/ Mahallesi$| Mahalle$/, '');
    const wanted = own ? random.int(100, 130) : random.int(10, 20);
    const names = new Map<string, StreetType>();
    for (const fixed of own ? (fixedStreets[shortName] ?? []) : []) names.set(fixed.name, fixed.type);
    // Numbered streets of one district share a thousand (1001–1899, 2001–2899 …), like real plans.
    const numberBase = ((streets.length % 9) + 1) * 1000;
    for (let tries = 0; names.size < wanted && tries < wanted * 20; tries++) {
      const candidate = streetName(random, numberBase);
      if (!names.has(candidate.name)) names.set(candidate.name, candidate.type);
    }
    for (const [name, type] of names) {
      streets.push({
        code: String(nextCode++),
        name,
        type,
        districtCode: district.code,
        districtName: district.name,
        countyCode: district.countyCode,
      });
    }
  }
  await insertInChunks(streets, (chunk) =>
    tx.insert(addressStreets).values(
      chunk.map((street) => ({
        code: street.code,
        districtCode: street.districtCode,
        name: street.name,
        type: street.type,
        searchName: foldTurkish(street.name),
        sortKey: turkishSortKey(street.name),
      })),
    ),
  );

  // Buildings: 2–8 on a street, 6–17 on an avenue or boulevard; every tenth number has an "A".
  // The building code is the street's serial number × 1000 + door index, plus 10 000 000 (8 digits).
  await tx.execute(sql`
    insert into address_outer_doors (code, street_code, door_no, door_sort, building_name)
    select (10000000 + (s.code::bigint - 1000000) * 1000 + g)::text,
           s.code,
           g::text || case when g % 10 = 3 then 'A' else '' end,
           g,
           case when (s.code::bigint * 31 + g) % 4 = 0
                then (${sql.raw(`array[${buildingNames.map((name) => `'${name}'`).join(',')}]`)})[1 + ((s.code::bigint + g) % ${buildingNames.length})] || ' Apartmanı'
           end
    from address_streets s,
         generate_series(1, case when s.type in ('cadde', 'bulvar') then 6 + (s.code::bigint * 7919 % 12)
                                 else 2 + (s.code::bigint * 7919 % 7) end) g`);

  // Units: a named building (an apartment block) has 3–8; a house has one, sometimes two. On an
  // avenue the first two units of a block are shops. The address number is the building code × 100 + unit.
  await tx.execute(sql`
    insert into address_inner_doors (code, outer_door_code, inner_door_no, door_sort, usage)
    select (o.code::bigint * 100 + u)::text,
           o.code,
           u::text,
           u,
           case when s.type in ('cadde', 'bulvar') and u <= 2 and o.building_name is not null then 'isyeri' else 'konut' end
    from address_outer_doors o
    join address_streets s on s.code = o.street_code,
         generate_series(1, case when o.building_name is not null then 3 + (o.code::bigint % 6)
                                 else 1 + (o.code::bigint % 7 = 0)::int end) u`);

  return { countyCode: settings.countyCode, districts, streets };
}
