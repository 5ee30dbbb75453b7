import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { addressStreets } from './address';

// The tables taxes are computed from (domain/taxes.md). Everything that changes by year is a row
// keyed by year, loaded by staff with `npm run import` (docs/import.md); money is integer kuruş.
// The lookups (types, classes, groups) carry a `position`: the order the municipality lists them in.

// ——— Emlak vergisi ———

/** Wear-share groups of the regulation's table (betonarme karkas; yığma; ahşap…; kerpiç…). */
export const wearGroups = pgTable('wear_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** Construction types of the cost table; each falls in one wear-share group. */
export const constructionTypes = pgTable('construction_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  wearGroupCode: text('wear_group_code')
    .notNull()
    .references(() => wearGroups.code),
  position: integer('position').notNull(),
});

/** lüks, 1.–4. sınıf, basit. */
export const constructionClasses = pgTable('construction_classes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** Aşınma payı: percent by wear group and building age band; `age_to` null is "and older". */
export const estateAbrasionShares = pgTable(
  'estate_abrasion_shares',
  {
    year: integer('year').notNull(),
    wearGroupCode: text('wear_group_code')
      .notNull()
      .references(() => wearGroups.code),
    ageFrom: integer('age_from').notNull(),
    ageTo: integer('age_to'),
    percent: integer('percent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.wearGroupCode, t.ageFrom] })],
);

/** Bina m² normal inşaat maliyeti by year, construction type and class. */
export const estateConstructionCosts = pgTable(
  'estate_construction_costs',
  {
    year: integer('year').notNull(),
    constructionTypeCode: text('construction_type_code')
      .notNull()
      .references(() => constructionTypes.code),
    constructionClassCode: text('construction_class_code')
      .notNull()
      .references(() => constructionClasses.code),
    costPerM2Kurus: bigint('cost_per_m2_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.constructionTypeCode, t.constructionClassCode] })],
);

/** Arsa m² birim değeri by year and street (the street fixes the district and county). */
export const estateStreetValuations = pgTable(
  'estate_street_valuations',
  {
    year: integer('year').notNull(),
    streetCode: text('street_code')
      .notNull()
      .references(() => addressStreets.code),
    unitValueKurus: bigint('unit_value_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.streetCode] }),
    index('estate_street_valuations_value_idx').on(t.year, t.unitValueKurus),
  ],
);

/** Arazi kinds (kıraç, taban, sulak…). */
export const landTypes = pgTable('land_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** Arazi m² unit value by year and land kind, in the municipality's county. */
export const landUnitValues = pgTable(
  'land_unit_values',
  {
    year: integer('year').notNull(),
    landTypeCode: text('land_type_code')
      .notNull()
      .references(() => landTypes.code),
    unitValueKurus: bigint('unit_value_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.landTypeCode] })],
);

/** Kullanım amacı of a building or unit (konut, işyeri, …). */
export const estateUsageTypes = pgTable('estate_usage_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** Kinds of property on a declaration; `tax_class` picks the Law 1319 rate (konut, işyeri, arsa, arazi). */
export const estateTypes = pgTable('estate_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['arsa', 'arazi', 'bina'] }).notNull(),
  taxClass: text('tax_class', { enum: ['konut', 'isyeri', 'arsa', 'arazi'] }).notNull(),
  position: integer('position').notNull(),
});

// ——— İlan ve reklam vergisi ———

/** Municipality groups of Law 2464 art. 15's tariff (büyükşehir, 1.–5. grup). */
export const advertisingTariffGroups = pgTable('advertising_tariff_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const advertisingUnits = ['m2_yil', 'adet_yil', 'm2_hafta', 'adet_hafta', 'adet_gun'] as const;

/** Tariff items: lit/unlit signs per m² per year, vehicles per year, banners per week, … */
export const advertisingTariffItems = pgTable('advertising_tariff_items', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  unit: text('unit', { enum: advertisingUnits }).notNull(),
  position: integer('position').notNull(),
});

export const advertisingTariffs = pgTable(
  'advertising_tariffs',
  {
    year: integer('year').notNull(),
    groupCode: text('group_code')
      .notNull()
      .references(() => advertisingTariffGroups.code),
    itemCode: text('item_code')
      .notNull()
      .references(() => advertisingTariffItems.code),
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.groupCode, t.itemCode] })],
);

/** What a declared advertisement is (tabela, totem, araç giydirme…) and the tariff item it is taxed by. */
export const advertisingTypes = pgTable('advertising_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  tariffItemCode: text('tariff_item_code')
    .notNull()
    .references(() => advertisingTariffItems.code),
  position: integer('position').notNull(),
});

/** Where an advertisement stands (bina cephesi, çatı, araç…). */
export const advertisingLocations = pgTable('advertising_locations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

// ——— Çevre temizlik vergisi ———

export const ectMunicipalityTypes = ['buyuksehir', 'diger'] as const;

/** Workplace ÇTV: a fixed annual amount by year, municipality type, building group (1–7) and grade (1–5). */
export const ectAnnualPrices = pgTable(
  'ect_annual_prices',
  {
    year: integer('year').notNull(),
    municipalityType: text('municipality_type', { enum: ectMunicipalityTypes }).notNull(),
    buildingGroup: integer('building_group').notNull(),
    grade: integer('grade').notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.municipalityType, t.buildingGroup, t.grade] })],
);

/** Workplace activities and the building group of the ÇTV tariff they fall in. */
export const ectActivityTypes = pgTable('ect_activity_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  buildingGroup: integer('building_group').notNull(),
  searchName: text('search_name').notNull(),
  sortKey: text('sort_key').notNull(),
});

// ——— Eğlence vergisi ———

export const entertainmentPlaceTypes = pgTable('entertainment_place_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * Kinds of entertainment: taxed either as a share of ticket takings (`hasilat`, basis points) or as
 * a fixed amount per day (`gunluk`, kuruş); `place_type_codes` empty means any place.
 */
export const entertainmentTypes = pgTable('entertainment_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  basis: text('basis', { enum: ['hasilat', 'gunluk'] }).notNull(),
  rateBasisPoints: integer('rate_basis_points'),
  dailyAmountKurus: bigint('daily_amount_kurus', { mode: 'number' }),
  placeTypeCodes: text('place_type_codes').array().notNull().default([]),
  position: integer('position').notNull(),
});
