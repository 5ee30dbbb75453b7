import { formatKurus, foldTurkish, type Computation, type Operations } from '@ebelediye/contract';
import type { z } from 'zod';
import { advertisingTax, buildingValue, entertainmentTax, estateTax, landValue, plotValue, wearPercent, workplaceCleaningTax } from '@ebelediye/finance';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  addressStreets,
  advertisingTariffItems,
  advertisingTariffs,
  advertisingTypes,
  constructionTypes,
  declarations,
  ectActivityTypes,
  ectAnnualPrices,
  entertainmentPlaceTypes,
  entertainmentTypes,
  estateAbrasionShares,
  estateConstructionCosts,
  estateStreetValuations,
  estateTypes,
  landUnitValues,
} from '../../db/schema';
import { errors } from '../../errors';
import { taxSettings } from './tax-settings';

/**
 * Turns a declaration into its tax, from the tables of the year (issue 4's reference data) and the
 * pure rules of packages/finance. The same function serves the live preview and the submit, so the
 * preview is never a different sum from what gets accrued.
 */
export interface Assessment {
  computation: Computation;
  title: string;
  periodKey: string;
  year: number;
}

/** What a handler receives: the parsed input (defaults applied). */
export type Parsed<N extends keyof Operations> = z.output<Operations[N]['input']>;
type EstateInput = Parsed<'RecordEMunicipalityEstateDeclaration'>;
const m2 = (value: number) => `${value.toLocaleString('tr-TR')} m²`;
const lira = formatKurus;
/** Breakdown lines are read by people: 2026-12-20 → 20.12.2026. */
const turkishDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

async function one<T>(rows: Promise<T[]>, message: string, field: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw errors.badInput(message, field);
  return row;
}

export async function assessEstate(db: Queryable, registryOid: string, input: EstateInput, today: string): Promise<Assessment> {
  const { year } = input;
  const settings = await taxSettings(db);
  const acquisitionYear = Number(input.acquisitionDate.slice(0, 4));
  if (acquisitionYear >= year) throw errors.badInput(`Vergi yükümlülüğü edinmeyi izleyen yıl başlar: ${acquisitionYear} yılında edinilen için ilk vergi yılı ${acquisitionYear + 1}.`, 'year');
  if (input.acquisitionDate > today) throw errors.badInput('Edinme tarihi bugünden sonra olamaz.', 'acquisitionDate');
  const breakdown: Computation['breakdown'] = [];
  const share = `${input.land.share}/${input.land.totalShares}`;
  let kind: 'arsa' | 'arazi' | 'konut' | 'isyeri';
  let valueKurus: number;
  let newBuilding: { completionYear: number; taxYear: number; landShareValueKurus: number } | undefined;
  let place: string;

  if (input.estateKind === 'arazi') {
    const unit = await one(db.select().from(landUnitValues).where(and(eq(landUnitValues.year, year), eq(landUnitValues.landTypeCode, input.landTypeCode!))), `Bu arazi cinsi için ${year} yılı birim değeri tanımlı değil.`, 'landTypeCode');
    kind = 'arazi';
    valueKurus = landValue(input.land, unit.unitValueKurus);
    place = `arazi ${input.landTypeCode}`;
    breakdown.push({ label: 'Arazi değeri', value: `${m2(input.land.parcelM2)} × ${lira(unit.unitValueKurus)} × ${share} = ${lira(valueKurus)}` });
  } else {
    const street = await one(db.select({ unit: estateStreetValuations.unitValueKurus, name: addressStreets.name }).from(estateStreetValuations).innerJoin(addressStreets, eq(addressStreets.code, estateStreetValuations.streetCode)).where(and(eq(estateStreetValuations.year, year), eq(estateStreetValuations.streetCode, input.streetCode!))), `Bu sokak için ${year} yılı arsa birim değeri tanımlı değil.`, 'streetCode');
    place = `sokak ${input.streetCode}`;
    if (input.estateKind === 'arsa') {
      kind = 'arsa';
      valueKurus = plotValue(input.land, street.unit);
      breakdown.push({ label: 'Arsa değeri', value: `${m2(input.land.parcelM2)} × ${lira(street.unit)} (${street.name}) × ${share} = ${lira(valueKurus)}` });
    } else {
      const building = input.building!;
      const type = await one(db.select().from(estateTypes).where(eq(estateTypes.code, building.estateTypeCode)), 'Bina türünü seçiniz.', 'building.estateTypeCode');
      if (type.kind !== 'bina') throw errors.badInput('Bina türünü seçiniz.', 'building.estateTypeCode');
      if (building.yearBuilt > year) throw errors.badInput('Yapım yılı vergi yılından sonra olamaz.', 'building.yearBuilt');
      const cost = await one(db.select().from(estateConstructionCosts).where(and(eq(estateConstructionCosts.year, year), eq(estateConstructionCosts.constructionTypeCode, building.constructionTypeCode), eq(estateConstructionCosts.constructionClassCode, building.constructionClassCode))), `Bu yapı türü ve sınıfı için ${year} yılı maliyeti tanımlı değil.`, 'building.constructionClassCode');
      const construction = await one(db.select().from(constructionTypes).where(eq(constructionTypes.code, building.constructionTypeCode)), 'Yapı türünü seçiniz.', 'building.constructionTypeCode');
      const bands = await db.select().from(estateAbrasionShares).where(and(eq(estateAbrasionShares.year, year), eq(estateAbrasionShares.wearGroupCode, construction.wearGroupCode))).orderBy(asc(estateAbrasionShares.ageFrom));
      if (bands.length === 0) throw errors.badInput(`${year} yılı aşınma payı tablosu tanımlı değil.`, 'building.constructionTypeCode');
      const age = year - building.yearBuilt;
      const wear = wearPercent(bands.map((band) => ({ maxAge: band.ageTo, percent: band.percent })), age);
      const value = buildingValue({ land: input.land, streetUnitKurusPerM2: street.unit, floorM2: building.floorM2, constructionCostKurusPerM2: cost.costPerM2Kurus, wearPercent: wear });
      kind = type.taxClass === 'konut' ? 'konut' : 'isyeri';
      valueKurus = value.valueKurus;
      newBuilding = { completionYear: building.yearBuilt, taxYear: year, landShareValueKurus: value.landShareValueKurus };
      place = `${place}:${building.independentUnitNo}`;
      breakdown.push(
        { label: 'Arsa payı değeri', value: `${m2(input.land.parcelM2)} × ${share} × ${lira(street.unit)} = ${lira(value.landShareValueKurus)}` },
        { label: 'Bina maliyeti', value: `${m2(building.floorM2)} × ${lira(cost.costPerM2Kurus)} = ${lira(value.constructionValueKurus)}` },
        { label: `Aşınma payı (${age} yaş, %${wear})`, value: `− ${lira(value.wearKurus)}` },
        { label: 'Vergi değeri', value: lira(valueKurus) },
      );
    }
  }

  let landExemptionLeftKurus: number | undefined;
  if (kind === 'arazi') {
    // The 10,000 TL arazi exemption is per person and municipality: what earlier declarations used is gone.
    const earlier = await db.select({ computation: declarations.computation }).from(declarations).where(and(eq(declarations.registryOid, registryOid), eq(declarations.year, year), eq(declarations.kind, 'estate')));
    const used = earlier.reduce((total, row) => total + (((row.computation as { landExemptionUsedKurus?: number }).landExemptionUsedKurus) ?? 0), 0);
    landExemptionLeftKurus = Math.max(0, settings.landExemptionKurus - used);
  }
  const tax = estateTax(
    { kind, valueKurus, metropolitan: settings.metropolitan, rates: settings.estateRates, zeroRateExemption: input.zeroRateExemption, landExemptionLeftKurus, newBuilding, culturePercent: settings.culturePercent },
    year,
  );
  const landExemptionUsedKurus = valueKurus - tax.taxableValueKurus;
  if (landExemptionUsedKurus > 0) breakdown.push({ label: 'Arazi istisnası', value: `− ${lira(landExemptionUsedKurus)}` });
  breakdown.push({ label: `Vergi oranı${settings.metropolitan ? ' (büyükşehir)' : ''}`, value: `binde ${tax.ratePerMille}` });
  if (tax.landShareFloorKurus !== null) breakdown.push({ label: 'Yeni bina: arsa payı vergisinden az olamaz (4 yıl)', value: lira(tax.landShareFloorKurus) });
  breakdown.push({ label: `${year} emlak vergisi`, value: lira(tax.taxKurus) }, { label: `Kültür varlıkları katkı payı (%${settings.culturePercent})`, value: lira(tax.cultureContributionKurus) });

  const installments = tax.installments.flatMap((part) => [
    { revenueCode: 'EMLAK', installment: part.installment, dueDate: part.dueDate, amountKurus: part.taxKurus, description: `${year} Emlak Vergisi ${part.installment}. taksit (${input.land.block}/${input.land.parcel})` },
    { revenueCode: 'KVKP', installment: part.installment, dueDate: part.dueDate, amountKurus: part.cultureKurus, description: `${year} Kültür Varlıkları Katkı Payı ${part.installment}. taksit (${input.land.block}/${input.land.parcel})` },
  ]).filter((line) => line.amountKurus > 0);
  const totalKurus = tax.taxKurus + tax.cultureContributionKurus;
  const kindName = { arsa: 'Arsa', arazi: 'Arazi', bina: 'Bina' }[input.estateKind];
  return {
    computation: { year, breakdown, totalKurus, installments, landExemptionUsedKurus } as Computation,
    title: `${kindName} — ada ${input.land.block}, parsel ${input.land.parcel}`,
    periodKey: `estate:${year}:${place}:${input.land.block}/${input.land.parcel}`,
    year,
  };
}

export async function assessEntertainment(db: Queryable, input: Parsed<'RecordEMunicipalityEntertainmentDeclaration'>): Promise<Assessment> {
  const type = await one(db.select().from(entertainmentTypes).where(eq(entertainmentTypes.code, input.entertainmentTypeCode)), 'Eğlence türünü seçiniz.', 'entertainmentTypeCode');
  const place = await one(db.select().from(entertainmentPlaceTypes).where(eq(entertainmentPlaceTypes.code, input.placeTypeCode)), 'Yer türünü seçiniz.', 'placeTypeCode');
  if (type.placeTypeCodes.length > 0 && !type.placeTypeCodes.includes(place.code)) throw errors.badInput(`${type.name} bu yer türünde beyan edilemez.`, 'entertainmentTypeCode');
  const breakdown: Computation['breakdown'] = [];
  let result: { amountKurus: number; dueDate: string };
  if (type.basis === 'hasilat') {
    if (input.takingsKurus === undefined) throw errors.badInput('Bilet hasılatını giriniz.', 'takingsKurus');
    const percent = (type.rateBasisPoints ?? 0) / 100;
    result = entertainmentTax({ kind: 'percent', percent, takingsKurus: input.takingsKurus }, input.period);
    breakdown.push({ label: 'Hasılat', value: lira(input.takingsKurus) }, { label: 'Oran', value: `%${percent.toLocaleString('tr-TR')}` });
  } else {
    if (!input.days) throw errors.badInput('Gün sayısını giriniz.', 'days');
    result = entertainmentTax({ kind: 'daily', perDayKurus: (type.dailyAmountKurus ?? 0) * input.units, days: input.days }, input.period);
    breakdown.push({ label: 'Günlük tutar', value: `${lira(type.dailyAmountKurus ?? 0)} × ${input.units} adet` }, { label: 'Gün', value: String(input.days) });
  }
  breakdown.push({ label: 'Eğlence vergisi', value: lira(result.amountKurus) }, { label: 'Son ödeme', value: turkishDate(result.dueDate) });
  const year = Number(input.period.slice(0, 4));
  return {
    computation: { year, breakdown, totalKurus: result.amountKurus, installments: [{ revenueCode: 'EGLENCE', installment: Number(input.period.slice(5)), dueDate: result.dueDate, amountKurus: result.amountKurus, description: `${input.period} Eğlence Vergisi — ${type.name}` }] },
    title: `${type.name}, ${place.name} — ${input.period}`,
    periodKey: `ent:${input.period}:${type.code}:${place.code}:${foldTurkish(input.addressText).replace(/\W+/g, '')}`,
    year,
  };
}

const unitPeriods: Record<string, string> = { m2_yil: 'yıl', adet_yil: 'yıl', m2_hafta: 'hafta', adet_hafta: 'hafta', adet_gun: 'gün' };

export async function assessAdvertising(db: Queryable, input: Parsed<'RecordEMunicipalityAdDeclaration'>): Promise<Assessment> {
  const settings = await taxSettings(db);
  const type = await one(db.select().from(advertisingTypes).where(eq(advertisingTypes.code, input.advertisingTypeCode)), 'Reklam türünü seçiniz.', 'advertisingTypeCode');
  const item = await one(db.select().from(advertisingTariffItems).where(eq(advertisingTariffItems.code, type.tariffItemCode)), 'Reklam türünü seçiniz.', 'advertisingTypeCode');
  const year = Number(input.startDate.slice(0, 4));
  const tariff = await one(db.select().from(advertisingTariffs).where(and(eq(advertisingTariffs.year, year), eq(advertisingTariffs.groupCode, settings.advertisingGroup), eq(advertisingTariffs.itemCode, item.code))), `${year} yılı ilan ve reklam tarifesi tanımlı değil.`, 'startDate');
  const perArea = item.unit.startsWith('m2');
  if (perArea && (!input.widthM || !input.heightM)) throw errors.badInput('Reklamın en ve boyunu giriniz.', input.widthM ? 'heightM' : 'widthM');
  const quantity = perArea ? Math.round(input.widthM! * input.heightM! * 100) / 100 : 1;
  const result = advertisingTax({ quantity, count: input.count, tariffKurus: tariff.amountKurus, periods: input.periods, startDate: input.startDate });
  const breakdown = [
    ...(perArea ? [{ label: 'Alan', value: `${input.widthM!.toLocaleString('tr-TR')} m × ${input.heightM!.toLocaleString('tr-TR')} m = ${m2(quantity)}` }] : []),
    { label: 'Tarife', value: `${lira(tariff.amountKurus)} / ${perArea ? 'm²' : 'adet'} / ${unitPeriods[item.unit]} (${item.name})` },
    { label: 'Adet × süre', value: `${input.count} × ${input.periods} ${unitPeriods[item.unit]}` },
    { label: 'İlan ve reklam vergisi', value: lira(result.amountKurus) },
    { label: 'Son ödeme', value: turkishDate(result.dueDate) },
  ];
  return {
    computation: { year, breakdown, totalKurus: result.amountKurus, installments: [{ revenueCode: 'ILAN', installment: 1, dueDate: result.dueDate, amountKurus: result.amountKurus, description: `${year} İlan ve Reklam Vergisi — ${type.name}` }] },
    title: `${type.name} — ${input.startDate}`,
    periodKey: `ad:${input.startDate}:${type.code}:${input.locationCode}:${foldTurkish(input.addressText).replace(/\W+/g, '')}`,
    year,
  };
}

export async function assessCleaningTax(db: Queryable, input: Parsed<'RecordEMunicipalityECTDeclaration'>): Promise<Assessment> {
  const settings = await taxSettings(db);
  const activity = await one(db.select().from(ectActivityTypes).where(eq(ectActivityTypes.code, input.activityTypeCode)), 'Faaliyet türünü seçiniz.', 'activityTypeCode');
  const price = await one(
    db.select().from(ectAnnualPrices).where(and(eq(ectAnnualPrices.year, input.year), eq(ectAnnualPrices.municipalityType, settings.municipalityType), eq(ectAnnualPrices.buildingGroup, activity.buildingGroup), eq(ectAnnualPrices.grade, input.grade))),
    `${input.year} yılı ÇTV tarifesi bu grup ve derece için tanımlı değil.`,
    'grade',
  );
  const tax = workplaceCleaningTax(price.amountKurus, input.year);
  return {
    computation: {
      year: input.year,
      breakdown: [
        { label: 'Faaliyet', value: `${activity.name} (${activity.buildingGroup}. grup)` },
        { label: 'Derece', value: `${input.grade}. derece` },
        { label: `${input.year} yıllık ÇTV`, value: lira(price.amountKurus) },
      ],
      totalKurus: price.amountKurus,
      installments: tax.installments.map((part) => ({ revenueCode: 'CTV', installment: part.installment, dueDate: part.dueDate, amountKurus: part.amountKurus, description: `${input.year} Çevre Temizlik Vergisi (işyeri, ${activity.buildingGroup}. grup) ${part.installment}. taksit` })),
    },
    title: `ÇTV — ${activity.name}, ${input.year}`,
    periodKey: `ect:${input.year}:${foldTurkish(input.addressText).replace(/\W+/g, '')}`,
    year: input.year,
  };
}
