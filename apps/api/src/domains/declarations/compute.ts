import {
  advertisingMessages,
  advertisingPeriodsProblem,
  formatKurus,
  foldTurkish,
  zeroRateMessages,
  zeroRateStatusNames,
  type Computation,
  type Operations,
} from '@ebelediye/contract';
import type { z } from 'zod';
import {
  addDays,
  advertisingTax,
  buildingValue,
  entertainmentTax,
  estateTax,
  formatScaled,
  landValue,
  plotValue,
  scaledInteger,
  turkishDate,
  turkishPeriod,
  wearPercent,
  workplaceCleaningTax,
  type EstateTaxInput,
  type Share,
  type ZeroRateStatus,
} from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { loadLaw, shownDueDate } from '../law/law';
import { errors, guaranteed } from '../../errors';
import {
  abrasionBands,
  advertisingLocationByCode,
  advertisingTariff,
  advertisingTariffItemByCode,
  advertisingTypeByCode,
  constructionCost,
  constructionTypeByCode,
  ectActivityTypeByCode,
  ectAnnualPrice,
  entertainmentPlaceTypeByCode,
  entertainmentTypeByCode,
  estateComputationsOfYear,
  estateDeclarationInputsOfYear,
  estateTypeByCode,
  estateTypeCodesOfClass,
  landUnitValue,
  streetValuation,
} from './store';
import { taxSettings } from './tax-settings';

/**
 * Turns a declaration into its tax, from the tables of the year (the public reference data) and the
 * pure rules of packages/finance. The same function serves the live preview and the submit, so the
 * preview is never a different sum from what gets accrued.
 */
/** What a handler receives: the parsed input (defaults applied). */
export type Parsed<N extends keyof Operations> = z.output<Operations[N]['input']>;
type EstateInput = Parsed<'RecordEMunicipalityEstateDeclaration'>;
type Installment = Computation['installments'][number];
const lira = formatKurus;
/** m² held as dm² (hundredths), shown as the person wrote it: 81250 → "812,5 m²". */
const m2 = (dm2: number) => `${formatScaled(dm2, 2)} m²`;
const shareText = (value: Share) => `${value.numerator}/${value.denominator}`;
/** An address inside an accrual's description: enough to tell two workplaces or signs apart. */
const shortAddress = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};

async function one<T>(rows: Promise<T[]>, message: string, field: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw errors.badInput(message, field);
  return row;
}

/** A decimal the contract has already judged, as integer hundredths (m² → dm², m → cm). */
const hundredths = (text: string) => scaledInteger(text, 2);

/**
 * Marks the installments whose deadline had passed on the day of the declaration, and from when
 * interest runs: the deadline is the due date moved past weekends and holidays (VUK art. 18), as the
 * debt list shows it.
 */
async function markOverdue(db: Queryable, installments: Installment[], today: string): Promise<Installment[]> {
  const { calendar } = await loadLaw(db);
  return installments.map((line) => {
    const deadline = shownDueDate(line.dueDate, calendar);
    return today > deadline ? { ...line, overdue: true, interestFrom: addDays(deadline, 1) } : line;
  });
}

/** What an estate declaration records beside its computation: the shares and the zero-rate claim. */
export interface EstateRecord {
  ownership: Share;
  landShare?: Share;
  zeroRateClaim?: { status: ZeroRateStatus; singleDwelling: boolean; noOtherIncome: boolean; grossFloorDm2: number };
}

export interface Assessment {
  computation: Computation;
  title: string;
  periodKey: string;
  year: number;
  estate?: EstateRecord;
}

/**
 * 1319 art. 8/2: the zero rate is for the one dwelling a person has. Another dwelling declared for
 * the same year (a building of a konut type, not this same property) refuses the claim.
 */
async function otherDwelling(
  db: Queryable,
  registryOid: string,
  year: number,
  periodKey: string,
): Promise<string | undefined> {
  const dwellingTypes = new Set((await estateTypeCodesOfClass(db, 'konut')).map((row) => row.code));
  const earlier = await estateDeclarationInputsOfYear(db, registryOid, year);
  const dwelling = earlier.find((row) => {
    const input = row.input as { estateKind?: string; building?: { estateTypeCode?: string } };
    return (
      row.periodKey !== periodKey &&
      input.estateKind === 'bina' &&
      dwellingTypes.has(input.building?.estateTypeCode ?? '')
    );
  });
  return dwelling?.declarationNo;
}

export async function assessEstate(
  db: Queryable,
  registryOid: string,
  input: EstateInput,
  today: string,
): Promise<Assessment> {
  const { year } = input;
  const settings = await taxSettings(db);
  if (input.acquisitionDate > today) throw errors.badInput('Edinme tarihi bugünden sonra olamaz.', 'acquisitionDate');
  const breakdown: Computation['breakdown'] = [];
  const ownership = input.ownershipShare;
  const parcelDm2 = hundredths(input.land.parcelM2);
  const deed = `${input.land.block}/${input.land.parcel}`;
  let kind: 'arsa' | 'arazi' | 'konut' | 'isyeri';
  let valueKurus: number;
  let newBuilding: EstateTaxInput['newBuilding'];
  let place: string;
  let unitNo: string | undefined;
  let zeroRateClaim: EstateRecord['zeroRateClaim'];

  if (input.estateKind === 'arazi') {
    const unit = await one(
      landUnitValue(db, year, guaranteed(input.landTypeCode, 'landTypeCode')),
      `Bu arazi cinsi için ${year} yılı birim değeri tanımlı değil.`,
      'landTypeCode',
    );
    kind = 'arazi';
    valueKurus = landValue({ parcelDm2, ownership }, unit.unitValueKurus);
    place = `arazi ${input.landTypeCode}`;
    breakdown.push({
      label: 'Arazi değeri (hissenize düşen)',
      value: `${m2(parcelDm2)} × ${lira(unit.unitValueKurus)} × ${shareText(ownership)} = ${lira(valueKurus)}`,
    });
  } else {
    const street = await one(
      streetValuation(db, year, guaranteed(input.streetCode, 'streetCode')),
      `Bu sokak için ${year} yılı arsa birim değeri tanımlı değil.`,
      'streetCode',
    );
    place = `sokak ${input.streetCode}`;
    if (input.estateKind === 'arsa') {
      kind = 'arsa';
      valueKurus = plotValue({ parcelDm2, ownership }, street.unit);
      breakdown.push({
        label: 'Arsa değeri (hissenize düşen)',
        value: `${m2(parcelDm2)} × ${lira(street.unit)} (${street.name}) × ${shareText(ownership)} = ${lira(valueKurus)}`,
      });
    } else {
      const building = guaranteed(input.building, 'building');
      const landShare = guaranteed(input.landShare, 'landShare');
      const type = await one(
        estateTypeByCode(db, building.estateTypeCode),
        'Bina türünü seçiniz.',
        'building.estateTypeCode',
      );
      if (type.kind !== 'bina') throw errors.badInput('Bina türünü seçiniz.', 'building.estateTypeCode');
      if (input.zeroRateExemption && type.taxClass !== 'konut')
        throw errors.badInput(zeroRateMessages.notDwelling, 'zeroRateExemption');
      const cost = await one(
        constructionCost(db, year, building.constructionTypeCode, building.constructionClassCode),
        `Bu yapı türü ve sınıfı için ${year} yılı maliyeti tanımlı değil.`,
        'building.constructionClassCode',
      );
      const construction = await one(
        constructionTypeByCode(db, building.constructionTypeCode),
        'Yapı türünü seçiniz.',
        'building.constructionTypeCode',
      );
      const bands = await abrasionBands(db, year, construction.wearGroupCode);
      if (bands.length === 0)
        throw errors.badInput(`${year} yılı aşınma payı tablosu tanımlı değil.`, 'building.constructionTypeCode');
      const age = year - building.yearBuilt;
      const wear = wearPercent(
        bands.map((band) => ({ maxAge: band.ageTo, percent: band.percent })),
        age,
      );
      const floorDm2 = hundredths(building.floorM2);
      const value = buildingValue({
        parcelDm2,
        landShare,
        ownership,
        streetUnitKurusPerM2: street.unit,
        floorDm2,
        constructionCostKurusPerM2: cost.costPerM2Kurus,
        wearPercent: wear,
      });
      kind = type.taxClass === 'konut' ? 'konut' : 'isyeri';
      valueKurus = value.valueKurus;
      newBuilding = { completionYear: building.yearBuilt, taxYear: year, ownLandShare: value.ownLandShare };
      unitNo = building.independentUnitNo;
      place = `${place}:${building.independentUnitNo}`;
      breakdown.push(
        {
          label: `Arsa payı değeri (arsa payı ${shareText(landShare)})`,
          value: `${m2(parcelDm2)} × ${shareText(landShare)} × ${lira(street.unit)} = ${lira(value.landShareValueKurus)}`,
        },
        {
          label: 'Bina maliyeti',
          value: `${m2(floorDm2)} × ${lira(cost.costPerM2Kurus)} = ${lira(value.constructionValueKurus)}`,
        },
        { label: `Aşınma payı (${age} yaş, %${wear})`, value: `− ${lira(value.wearKurus)}` },
        { label: 'Bağımsız bölümün değeri', value: lira(value.unitValueKurus) },
        {
          label: `Vergi değeri (hisseniz ${shareText(ownership)})`,
          value: `${lira(value.unitValueKurus)} × ${shareText(ownership)} = ${lira(valueKurus)}`,
        },
      );
      if (input.zeroRateExemption) {
        const periodKey = `estate:${year}:${place}:${deed}`;
        const other = await otherDwelling(db, registryOid, year, periodKey);
        if (other) throw errors.badInput(zeroRateMessages.secondDwelling(other), 'zeroRateExemption');
        const claim = guaranteed(input.zeroRate, 'zeroRate');
        zeroRateClaim = {
          status: guaranteed(claim.status, 'zeroRate.status'),
          singleDwelling: claim.singleDwelling,
          noOtherIncome: claim.noOtherIncome,
          grossFloorDm2: floorDm2,
        };
      }
    }
  }

  let landExemptionLeftKurus: number | undefined;
  if (kind === 'arazi') {
    // The 10,000 TL arazi exemption is per person and municipality: what earlier declarations used is gone.
    const earlier = await estateComputationsOfYear(db, registryOid, year);
    const used = earlier.reduce(
      (total, row) => total + ((row.computation as { landExemptionUsedKurus?: number }).landExemptionUsedKurus ?? 0),
      0,
    );
    landExemptionLeftKurus = Math.max(0, settings.landExemptionKurus - used);
  }
  const tax = estateTax(
    {
      kind,
      valueKurus,
      metropolitan: settings.metropolitan,
      rates: settings.estateRates,
      zeroRateExemption: zeroRateClaim !== undefined,
      landExemptionLeftKurus,
      newBuilding,
      culturePercent: settings.culturePercent,
    },
    year,
  );
  const landExemptionUsedKurus = valueKurus - tax.taxableValueKurus;
  if (landExemptionUsedKurus > 0)
    breakdown.push({ label: 'Arazi istisnası', value: `− ${lira(landExemptionUsedKurus)}` });
  if (zeroRateClaim)
    breakdown.push({
      label: 'Sıfır oran (1319 sayılı Kanun md. 8/2)',
      value: zeroRateStatusNames[zeroRateClaim.status],
    });
  breakdown.push({
    label: `Vergi oranı${settings.metropolitan ? ' (büyükşehir)' : ''}`,
    value: `binde ${tax.ratePerMille}`,
  });
  if (tax.landShareFloorKurus !== null)
    breakdown.push({
      label: 'Yeni bina: arsa payı vergisinden az olamaz (4 yıl)',
      value: lira(tax.landShareFloorKurus),
    });
  breakdown.push(
    { label: `${year} emlak vergisi`, value: lira(tax.taxKurus) },
    { label: `Kültür varlıkları katkı payı (%${settings.culturePercent})`, value: lira(tax.cultureContributionKurus) },
  );

  const what = unitNo
    ? `ada ${input.land.block}, parsel ${input.land.parcel}, bağımsız bölüm ${unitNo}`
    : `ada ${input.land.block}, parsel ${input.land.parcel}`;
  const installments = tax.installments
    .flatMap((part) => [
      {
        revenueCode: 'EMLAK',
        installment: part.installment,
        dueDate: part.dueDate,
        amountKurus: part.taxKurus,
        description: `${year} Emlak Vergisi ${part.installment}. taksit (${what})`,
      },
      {
        revenueCode: 'KVKP',
        installment: part.installment,
        dueDate: part.dueDate,
        amountKurus: part.cultureKurus,
        description: `${year} Kültür Varlıkları Katkı Payı ${part.installment}. taksit (${what})`,
      },
    ])
    .filter((line) => line.amountKurus > 0);
  const totalKurus = tax.taxKurus + tax.cultureContributionKurus;
  const kindName = { arsa: 'Arsa', arazi: 'Arazi', bina: 'Bina' }[input.estateKind];
  return {
    computation: {
      year,
      breakdown,
      totalKurus,
      installments: await markOverdue(db, installments, today),
      landExemptionUsedKurus,
    } as Computation,
    title: `${kindName} — ada ${input.land.block}, parsel ${input.land.parcel}${unitNo ? `, bağımsız bölüm ${unitNo}` : ''}`,
    periodKey: `estate:${year}:${place}:${deed}`,
    year,
    estate: { ownership, landShare: input.estateKind === 'bina' ? input.landShare : undefined, zeroRateClaim },
  };
}

export async function assessEntertainment(
  db: Queryable,
  input: Parsed<'RecordEMunicipalityEntertainmentDeclaration'>,
  today: string,
): Promise<Assessment> {
  const type = await one(
    entertainmentTypeByCode(db, input.entertainmentTypeCode),
    'Eğlence türünü seçiniz.',
    'entertainmentTypeCode',
  );
  const place = await one(
    entertainmentPlaceTypeByCode(db, input.placeTypeCode),
    'Yer türünü seçiniz.',
    'placeTypeCode',
  );
  if (type.placeTypeCodes.length > 0 && !type.placeTypeCodes.includes(place.code))
    throw errors.badInput(`${type.name} bu yer türünde beyan edilemez.`, 'entertainmentTypeCode');
  const breakdown: Computation['breakdown'] = [];
  let result: { amountKurus: number; dueDate: string };
  if (type.basis === 'hasilat') {
    if (input.takingsKurus === undefined) throw errors.badInput('Bilet hasılatını giriniz.', 'takingsKurus');
    const rateBasisPoints = type.rateBasisPoints ?? 0;
    result = entertainmentTax({ kind: 'percent', rateBasisPoints, takingsKurus: input.takingsKurus }, input.period);
    breakdown.push(
      { label: 'Hasılat', value: lira(input.takingsKurus) },
      { label: 'Oran', value: `%${formatScaled(rateBasisPoints, 2)}` },
    );
  } else {
    if (!input.days) throw errors.badInput('Gün sayısını giriniz.', 'days');
    result = entertainmentTax(
      { kind: 'daily', perDayKurus: type.dailyAmountKurus ?? 0, units: input.units, days: input.days },
      input.period,
    );
    breakdown.push(
      { label: 'Günlük tutar', value: `${lira(type.dailyAmountKurus ?? 0)} × ${input.units} adet` },
      { label: 'Gün', value: String(input.days) },
    );
  }
  breakdown.push(
    { label: 'Eğlence vergisi', value: lira(result.amountKurus) },
    { label: 'Son ödeme', value: turkishDate(result.dueDate) },
  );
  const year = Number(input.period.slice(0, 4));
  const installments = [
    {
      revenueCode: 'EGLENCE',
      installment: Number(input.period.slice(5)),
      dueDate: result.dueDate,
      amountKurus: result.amountKurus,
      description: `${turkishPeriod(input.period)} Eğlence Vergisi — ${type.name}, ${place.name}: ${shortAddress(input.addressText)}`,
    },
  ];
  return {
    computation: {
      year,
      breakdown,
      totalKurus: result.amountKurus,
      installments: await markOverdue(
        db,
        installments.filter((line) => line.amountKurus > 0),
        today,
      ),
    },
    title: `${type.name}, ${place.name} — ${turkishPeriod(input.period)}`,
    periodKey: `ent:${input.period}:${type.code}:${place.code}:${foldTurkish(input.addressText).replace(/\W+/g, '')}`,
    year,
  };
}

const unitPeriods: Record<string, string> = {
  m2_yil: 'yıl',
  adet_yil: 'yıl',
  m2_hafta: 'hafta',
  adet_hafta: 'hafta',
  adet_gun: 'gün',
};

export async function assessAdvertising(
  db: Queryable,
  input: Parsed<'RecordEMunicipalityAdDeclaration'>,
  today: string,
): Promise<Assessment> {
  const settings = await taxSettings(db);
  const type = await one(
    advertisingTypeByCode(db, input.advertisingTypeCode),
    'Reklam türünü seçiniz.',
    'advertisingTypeCode',
  );
  const item = await one(
    advertisingTariffItemByCode(db, type.tariffItemCode),
    'Reklam türünü seçiniz.',
    'advertisingTypeCode',
  );
  const location = await one(
    advertisingLocationByCode(db, input.locationCode),
    'Reklamın yerini seçiniz.',
    'locationCode',
  );
  const year = Number(input.startDate.slice(0, 4));
  const tariff = await one(
    advertisingTariff(db, year, settings.advertisingGroup, item.code),
    `${year} yılı ilan ve reklam tarifesi tanımlı değil.`,
    'startDate',
  );
  const perArea = item.unit.startsWith('m2');
  const { widthM, heightM } = input;
  if (perArea && (!widthM || !heightM))
    throw errors.badInput('Reklamın en ve boyunu giriniz.', widthM ? 'heightM' : 'widthM');
  const periodsProblem = advertisingPeriodsProblem(item.unit, input.periods);
  if (periodsProblem) throw errors.badInput(periodsProblem, 'periods');
  // 2464 art. 14: the exemption is for a name sign, which the tariff counts by m² per year.
  if (input.ownSign && item.unit !== 'm2_yil') throw errors.badInput(advertisingMessages.ownSignNotASign, 'ownSign');
  const size =
    perArea && widthM && heightM ? { widthCm: hundredths(widthM), heightCm: hundredths(heightM) } : undefined;
  const result = advertisingTax({
    size,
    count: input.count,
    tariffKurus: tariff.amountKurus,
    periods: input.periods,
    startDate: input.startDate,
    ownSignExemptUpToM2: input.ownSign ? settings.ownSignExemptM2 : undefined,
  });
  const breakdown = [
    ...(size
      ? [
          {
            label: 'Alan',
            value: `${formatScaled(size.widthCm, 2)} m × ${formatScaled(size.heightCm, 2)} m${input.count > 1 ? ` × ${input.count} adet` : ''} = ${formatScaled(guaranteed(result.areaCm2, 'areaCm2'), 4)} m²`,
          },
        ]
      : []),
    ...(input.ownSign
      ? [
          {
            label: `İşyeri tabelası istisnası (2464 sayılı Kanun md. 14, ${settings.ownSignExemptM2} m²’ye kadar)`,
            value: result.exempt ? 'Uygulandı: vergi doğmaz' : 'Alan sınırı aşıyor: tamamı vergilendirilir',
          },
        ]
      : []),
    {
      label: 'Tarife',
      value: `${lira(tariff.amountKurus)} / ${perArea ? 'm²' : 'adet'} / ${unitPeriods[item.unit]} (${item.name})`,
    },
    { label: 'Adet × süre', value: `${input.count} × ${input.periods} ${unitPeriods[item.unit]}` },
    { label: 'İlan ve reklam vergisi', value: lira(result.amountKurus) },
    ...(result.amountKurus > 0 ? [{ label: 'Son ödeme', value: turkishDate(result.dueDate) }] : []),
  ];
  const installments = [
    {
      revenueCode: 'ILAN',
      installment: 1,
      dueDate: result.dueDate,
      amountKurus: result.amountKurus,
      description: `${year} İlan ve Reklam Vergisi — ${type.name}, ${location.name}: ${shortAddress(input.addressText)}`,
    },
  ];
  return {
    computation: {
      year,
      breakdown,
      totalKurus: result.amountKurus,
      installments: await markOverdue(
        db,
        installments.filter((line) => line.amountKurus > 0),
        today,
      ),
    },
    title: `${type.name} — ${turkishDate(input.startDate)}`,
    periodKey: `ad:${input.startDate}:${type.code}:${input.locationCode}:${foldTurkish(input.addressText).replace(/\W+/g, '')}`,
    year,
  };
}

export async function assessCleaningTax(
  db: Queryable,
  input: Parsed<'RecordEMunicipalityECTDeclaration'>,
  today: string,
): Promise<Assessment> {
  const settings = await taxSettings(db);
  const activity = await one(
    ectActivityTypeByCode(db, input.activityTypeCode),
    'Faaliyet türünü seçiniz.',
    'activityTypeCode',
  );
  const price = await one(
    ectAnnualPrice(db, input.year, settings.municipalityType, activity.buildingGroup, input.grade),
    `${input.year} yılı ÇTV tarifesi bu grup ve derece için tanımlı değil.`,
    'grade',
  );
  const tax = workplaceCleaningTax(price.amountKurus, input.year);
  const workplace = shortAddress(input.addressText);
  const installments = tax.installments.map((part) => ({
    revenueCode: 'CTV',
    installment: part.installment,
    dueDate: part.dueDate,
    amountKurus: part.amountKurus,
    description: `${input.year} Çevre Temizlik Vergisi ${part.installment}. taksit — ${activity.name}: ${workplace}`,
  }));
  return {
    computation: {
      year: input.year,
      breakdown: [
        { label: 'Faaliyet', value: `${activity.name} (${activity.buildingGroup}. grup)` },
        { label: 'Derece', value: `${input.grade}. derece` },
        { label: 'İşyeri alanı', value: m2(hundredths(input.areaM2)) },
        { label: `${input.year} yıllık ÇTV`, value: lira(price.amountKurus) },
      ],
      totalKurus: price.amountKurus,
      installments: await markOverdue(
        db,
        installments.filter((line) => line.amountKurus > 0),
        today,
      ),
    },
    title: `ÇTV — ${activity.name}, ${input.year}`,
    periodKey: `ect:${input.year}:${foldTurkish(input.addressText).replace(/\W+/g, '')}`,
    year: input.year,
  };
}
