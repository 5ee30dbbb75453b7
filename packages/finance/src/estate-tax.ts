import { checkShare, product, roundHalfUp, wholeShare, type Share } from './exact';
import { splitEvenly } from './money';

/**
 * Emlak vergisi, Law 1319 (domain/taxes.md). Every number that changes by year or municipality — unit
 * values, construction costs, wear shares, rates — comes in as data; only the rules are here. Areas
 * are integer dm² (hundredths of a m²: 812,5 m² = 81 250 dm²), money integer kuruş, shares integer
 * fractions; each amount the law names (the tax value, the tax, the contribution) is rounded once,
 * half up, to the kuruş (docs/decisions/013-exact-tax-arithmetic.md).
 */
export type EstateKind = 'arsa' | 'arazi' | 'konut' | 'isyeri';

/** Rates in per mille (‰) by kind; inside a büyükşehir area the doubled row applies. */
export interface EstateRates {
  normal: Record<EstateKind, number>;
  metropolitan: Record<EstateKind, number>;
}

export const lawRates: EstateRates = {
  normal: { konut: 1, isyeri: 2, arazi: 1, arsa: 3 },
  metropolitan: { konut: 2, isyeri: 4, arazi: 2, arsa: 6 },
};

export function rateOf(rates: EstateRates, kind: EstateKind, metropolitan: boolean): number {
  return (metropolitan ? rates.metropolitan : rates.normal)[kind];
}

export interface Parcel {
  /** The parcel's area on the title deed, in dm² (hundredths of a m²). */
  parcelDm2: number;
  /** The owner's share (hisse) of the property: 1/2 for one of two equal co-owners. */
  ownership?: Share;
}

/** Arsa: parcel m² × the street's arsa unit value × the owner's share, rounded once. */
export function plotValue(parcel: Parcel, streetUnitKurusPerM2: number): number {
  const own = checkShare(parcel.ownership ?? wholeShare);
  return roundHalfUp(product(parcel.parcelDm2, streetUnitKurusPerM2, own.numerator), product(100, own.denominator));
}

/** Arazi: m² × the unit value for the land's kind in the county × the owner's share, rounded once. */
export function landValue(parcel: Parcel, landUnitKurusPerM2: number): number {
  return plotValue(parcel, landUnitKurusPerM2);
}

/** Wear share (aşınma payı) in percent: the table row of the construction type, the band of the building's age. */
export interface WearBand {
  /** The oldest age (years) this band covers; null for the last band (76+). */
  maxAge: number | null;
  percent: number;
}

export function wearPercent(bands: WearBand[], age: number): number {
  const band = bands.find((b) => b.maxAge === null || age <= b.maxAge);
  if (!band) throw new Error('aşınma payı tablosu eksik');
  return band.percent;
}

export interface BuildingInput {
  parcelDm2: number;
  /** Arsa payı: the independent unit's share of the parcel (40/800), from the condominium title. */
  landShare: Share;
  /** Hisse: the owner's share of the independent unit (1/2 for one of two co-owners). */
  ownership: Share;
  streetUnitKurusPerM2: number;
  /** The independent unit's gross floor area, in dm². */
  floorDm2: number;
  constructionCostKurusPerM2: number;
  wearPercent: number;
}

export interface BuildingValue {
  /** The whole unit's parts, each rounded for reading; the value below is computed from the exact parts. */
  landShareValueKurus: number;
  constructionValueKurus: number;
  wearKurus: number;
  /** The whole independent unit: land share + construction − wear. */
  unitValueKurus: number;
  /** The owner's share of it: the tax value (vergi değeri) the tax is levied on. */
  valueKurus: number;
  /** The owner's share of the land share value, for the 4-year rule (exact numerator over `landShareDenominator`). */
  ownLandShare: { numerator: bigint; denominator: bigint };
}

/**
 * Building (1319 art. 29 and the Tüzük): land share × street unit value + floor m² × normal
 * construction cost × (1 − wear), the whole times the owner's share. Co-owners each pay on their
 * share of the building as well as of the land.
 */
export function buildingValue(input: BuildingInput): BuildingValue {
  const land = checkShare(input.landShare, 'arsa payı');
  const own = checkShare(input.ownership, 'hisse');
  if (!(input.wearPercent >= 0 && input.wearPercent <= 100 && Number.isInteger(input.wearPercent)))
    throw new Error('aşınma payı 0–100 arasında tam sayı olmalı');
  // Everything over one denominator, 100 (dm² → m²) × 100 (wear %) × the land share's denominator.
  const denominator = product(100, 100, land.denominator);
  const landPart = product(input.parcelDm2, input.streetUnitKurusPerM2, land.numerator, 100);
  const constructionPart = product(input.floorDm2, input.constructionCostKurusPerM2, land.denominator, 100);
  const wearPart = product(input.floorDm2, input.constructionCostKurusPerM2, land.denominator, input.wearPercent);
  const unit = landPart + constructionPart - wearPart;
  return {
    landShareValueKurus: roundHalfUp(landPart, denominator),
    constructionValueKurus: roundHalfUp(constructionPart, denominator),
    wearKurus: roundHalfUp(wearPart, denominator),
    unitValueKurus: roundHalfUp(unit, denominator),
    valueKurus: roundHalfUp(unit * BigInt(own.numerator), denominator * BigInt(own.denominator)),
    ownLandShare: { numerator: landPart * BigInt(own.numerator), denominator: denominator * BigInt(own.denominator) },
  };
}

export interface EstateTaxInput {
  kind: EstateKind;
  /** The tax value (vergi değeri) of the owner's share, in kuruş. */
  valueKurus: number;
  metropolitan: boolean;
  rates: EstateRates;
  /** Zero rate on one dwelling ≤ 200 m² (1319 art. 8/2), claimed and checked before this is called. */
  zeroRateExemption?: boolean;
  /** Arazi only: how much of the person's 10,000 TL arazi exemption is still unused in this municipality. */
  landExemptionLeftKurus?: number;
  /** Buildings: the owner's share of the land share value (exact), for the 4-year rule. */
  newBuilding?: { completionYear: number; taxYear: number; ownLandShare: { numerator: bigint; denominator: bigint } };
  /** Kültür varlıkları katkı payı, whole percent of the tax (10 %). */
  culturePercent?: number;
}

export interface EstateTax {
  taxableValueKurus: number;
  ratePerMille: number;
  taxKurus: number;
  /** Applied when the 4-year rule lifted the tax to that of the land share. */
  landShareFloorKurus: number | null;
  cultureContributionKurus: number;
  /** Two equal installments: by 31 May and by 30 November. */
  installments: { installment: number; dueDate: string; taxKurus: number; cultureKurus: number }[];
}

export function estateTax(input: EstateTaxInput, taxYear: number): EstateTax {
  const ratePerMille =
    input.zeroRateExemption && input.kind === 'konut' ? 0 : rateOf(input.rates, input.kind, input.metropolitan);
  if (!Number.isInteger(ratePerMille) || ratePerMille < 0) throw new Error('vergi oranı binde tam sayı olmalı');
  const exempt = input.kind === 'arazi' ? Math.min(input.landExemptionLeftKurus ?? 0, input.valueKurus) : 0;
  const taxableValueKurus = input.valueKurus - exempt;
  let taxKurus = roundHalfUp(product(taxableValueKurus, ratePerMille), 1000n);
  let landShareFloorKurus: number | null = null;
  const fresh = input.newBuilding;
  // The 4-year rule of domain/taxes.md: a new building's tax is not below its land share's tax at the arsa rate.
  if (fresh && ratePerMille > 0 && taxYear > fresh.completionYear && taxYear <= fresh.completionYear + 4) {
    const floor = roundHalfUp(
      fresh.ownLandShare.numerator * BigInt(rateOf(input.rates, 'arsa', input.metropolitan)),
      fresh.ownLandShare.denominator * 1000n,
    );
    if (floor > taxKurus) {
      taxKurus = floor;
      landShareFloorKurus = floor;
    }
  }
  const cultureContributionKurus = roundHalfUp(product(taxKurus, input.culturePercent ?? 10), 100n);
  const taxParts = splitEvenly(taxKurus, 2);
  const cultureParts = splitEvenly(cultureContributionKurus, 2);
  return {
    taxableValueKurus,
    ratePerMille,
    taxKurus,
    landShareFloorKurus,
    cultureContributionKurus,
    installments: [
      { installment: 1, dueDate: `${taxYear}-05-31`, taxKurus: taxParts[0], cultureKurus: cultureParts[0] },
      { installment: 2, dueDate: `${taxYear}-11-30`, taxKurus: taxParts[1], cultureKurus: cultureParts[1] },
    ],
  };
}

/**
 * Yeniden değerleme (1319 art. 29; VUK mükerrer art. 298): between two general valuations a unit
 * value moves by the year's revaluation rate, or the part of it the law in force applies to emlak
 * (half before Law 7566; the whole after it). Rate in basis points, the applied part in percent.
 */
export function revalueUnitValue(valueKurus: number, rateBasisPoints: number, appliedPercent: number): number {
  return roundHalfUp(product(valueKurus, 1_000_000 + rateBasisPoints * appliedPercent), 1_000_000n);
}

/** The yearly ÇTV of a workplace: the tariff's amount for its group and grade, in the estate tax installments. */
export function workplaceCleaningTax(annualKurus: number, taxYear: number) {
  const parts = splitEvenly(annualKurus, 2);
  return {
    annualKurus,
    installments: [
      { installment: 1, dueDate: `${taxYear}-05-31`, amountKurus: parts[0] },
      { installment: 2, dueDate: `${taxYear}-11-30`, amountKurus: parts[1] },
    ],
  };
}
