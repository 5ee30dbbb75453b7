import { roundKurus, splitEvenly } from './money';

/**
 * Emlak vergisi, Law 1319 (domain/taxes.md). Every number that changes by year or municipality — unit
 * values, construction costs, wear shares, rates — comes in as data; only the rules are here.
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

export interface LandShare {
  /** Parcel area in m², as on the title deed (may have decimals). */
  parcelM2: number;
  share: number;
  totalShares: number;
}

function shareFraction({ share, totalShares }: LandShare): number {
  if (!(share > 0) || !(totalShares > 0) || share > totalShares) throw new Error('hisse ve toplam hisse pozitif olmalı, hisse toplamı aşmamalı');
  return share / totalShares;
}

/** Arsa: parcel m² × the street's arsa unit value, times one's share. */
export function plotValue(land: LandShare, streetUnitKurusPerM2: number): number {
  return roundKurus(land.parcelM2 * streetUnitKurusPerM2 * shareFraction(land));
}

/** Arazi: m² × the unit value for the land's kind in the county, times one's share. */
export function landValue(land: LandShare, landUnitKurusPerM2: number): number {
  return roundKurus(land.parcelM2 * landUnitKurusPerM2 * shareFraction(land));
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
  land: LandShare;
  streetUnitKurusPerM2: number;
  /** The independent unit's floor area (m²) that this owner holds. */
  floorM2: number;
  constructionCostKurusPerM2: number;
  wearPercent: number;
}

export interface BuildingValue {
  landShareValueKurus: number;
  constructionValueKurus: number;
  wearKurus: number;
  valueKurus: number;
}

/** Building: land share × street unit value + floor m² × normal construction cost × (1 − wear). */
export function buildingValue(input: BuildingInput): BuildingValue {
  const landShareValueKurus = plotValue(input.land, input.streetUnitKurusPerM2);
  const constructionValueKurus = roundKurus(input.floorM2 * input.constructionCostKurusPerM2);
  const wearKurus = roundKurus((constructionValueKurus * input.wearPercent) / 100);
  return { landShareValueKurus, constructionValueKurus, wearKurus, valueKurus: landShareValueKurus + constructionValueKurus - wearKurus };
}

export interface EstateTaxInput {
  kind: EstateKind;
  valueKurus: number;
  metropolitan: boolean;
  rates: EstateRates;
  /** Zero rate on one dwelling ≤ 200 m² for retirees, disabled persons, veterans, martyrs' families (on application). */
  zeroRateExemption?: boolean;
  /** Arazi only: how much of the person's 10,000 TL arazi exemption is still unused in this municipality. */
  landExemptionLeftKurus?: number;
  /** Buildings: the tax of the land share at the arsa rate, for the 4-year rule. */
  newBuilding?: { completionYear: number; taxYear: number; landShareValueKurus: number };
  /** Kültür varlıkları katkı payı, percent of the tax (10 %). */
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
  const ratePerMille = input.zeroRateExemption && input.kind === 'konut' ? 0 : rateOf(input.rates, input.kind, input.metropolitan);
  const exempt = input.kind === 'arazi' ? Math.min(input.landExemptionLeftKurus ?? 0, input.valueKurus) : 0;
  const taxableValueKurus = input.valueKurus - exempt;
  let taxKurus = roundKurus((taxableValueKurus * ratePerMille) / 1000);
  let landShareFloorKurus: number | null = null;
  const fresh = input.newBuilding;
  if (fresh && ratePerMille > 0 && taxYear > fresh.completionYear && taxYear <= fresh.completionYear + 4) {
    const floor = roundKurus((fresh.landShareValueKurus * rateOf(input.rates, 'arsa', input.metropolitan)) / 1000);
    if (floor > taxKurus) {
      taxKurus = floor;
      landShareFloorKurus = floor;
    }
  }
  const cultureContributionKurus = roundKurus((taxKurus * (input.culturePercent ?? 10)) / 100);
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

/** The yearly ÇTV of a workplace: the tariff's amount for its group and grade, in the estate tax installments. */
export function workplaceCleaningTax(annualKurus: number, taxYear: number) {
  const parts = splitEvenly(annualKurus, 2);
  return { annualKurus, installments: [{ installment: 1, dueDate: `${taxYear}-05-31`, amountKurus: parts[0] }, { installment: 2, dueDate: `${taxYear}-11-30`, amountKurus: parts[1] }] };
}
