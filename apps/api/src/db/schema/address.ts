import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The municipality's copy of the national address register (UAVT), organised the same way:
// county (ilçe) → district (mahalle) → street (cadde/sokak) → outer door (dış kapı, a building) →
// inner door (iç kapı, one dwelling or shop, whose code is the 10-digit address number).
// `sort_key` orders Turkish names under COLLATE "C" (PGlite has no ICU collations; see db/turkish.ts);
// `search_name` is the folded name ("Çay Sokak" → "cay sokak") that searches compare against.

export const addressCounties = pgTable('address_counties', {
  code: text('code').primaryKey(),
  cityCode: text('city_code').notNull(),
  name: text('name').notNull(),
  sortKey: text('sort_key').notNull(),
});

export const addressDistricts = pgTable(
  'address_districts',
  {
    code: text('code').primaryKey(),
    countyCode: text('county_code')
      .notNull()
      .references(() => addressCounties.code),
    name: text('name').notNull(),
    sortKey: text('sort_key').notNull(),
    /** A district merged into another or closed stays in the register, inactive. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('address_districts_county_idx').on(t.countyCode, t.sortKey)],
);

export const streetTypes = ['cadde', 'sokak', 'bulvar', 'cikmaz', 'meydan'] as const;

export const addressStreets = pgTable(
  'address_streets',
  {
    code: text('code').primaryKey(),
    districtCode: text('district_code')
      .notNull()
      .references(() => addressDistricts.code),
    name: text('name').notNull(),
    type: text('type', { enum: streetTypes }).notNull(),
    searchName: text('search_name').notNull(),
    sortKey: text('sort_key').notNull(),
  },
  (t) => [index('address_streets_district_idx').on(t.districtCode, t.sortKey)],
);

export const addressOuterDoors = pgTable(
  'address_outer_doors',
  {
    /** The building code (bina kodu). */
    code: text('code').primaryKey(),
    streetCode: text('street_code')
      .notNull()
      .references(() => addressStreets.code),
    /** As written on the plate: "12", "12A", "14/1". */
    doorNo: text('door_no').notNull(),
    /** The number part of the door number, for numeric order (2 before 10). */
    doorSort: integer('door_sort').notNull(),
    buildingName: text('building_name'),
  },
  (t) => [index('address_outer_doors_street_idx').on(t.streetCode, t.doorSort)],
);

export const addressInnerDoors = pgTable(
  'address_inner_doors',
  {
    /** The 10-digit address number (adres no) of the national register. */
    code: text('code').primaryKey(),
    outerDoorCode: text('outer_door_code')
      .notNull()
      .references(() => addressOuterDoors.code),
    innerDoorNo: text('inner_door_no').notNull(),
    doorSort: integer('door_sort').notNull(),
    usage: text('usage', { enum: ['konut', 'isyeri'] }).notNull(),
  },
  (t) => [index('address_inner_doors_outer_idx').on(t.outerDoorCode, t.doorSort)],
);
