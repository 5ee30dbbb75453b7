import type { EstateRates } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { taxParameters } from './store';

/**
 * The municipality's tax parameters (the VERGI group): rates, municipality type, tariff group. Data,
 * so staff change them without a release; Law 1319 art. 8 doubles the estate rates in a büyükşehir.
 */
export interface TaxSettings {
  metropolitan: boolean;
  municipalityType: 'buyuksehir' | 'diger';
  advertisingGroup: string;
  estateRates: EstateRates;
  culturePercent: number;
  landExemptionKurus: number;
  /** 2464 art. 14: a business's own name sign on its workplace is exempt up to this area (m²). */
  ownSignExemptM2: number;
}

export async function taxSettings(db: Queryable): Promise<TaxSettings> {
  const rows = await taxParameters(db);
  const value = (code: string, fallback: string) => rows.find((row) => row.code === code)?.value ?? fallback;
  // Whole numbers only: a rate or a limit the arithmetic multiplies must stay an integer (decision 013).
  const number = (code: string, fallback: number) => {
    const parsed = Number(value(code, String(fallback)));
    return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : fallback;
  };
  const normal = {
    konut: number('EMLAK_KONUT_BINDE', 1),
    isyeri: number('EMLAK_ISYERI_BINDE', 2),
    arazi: number('EMLAK_ARAZI_BINDE', 1),
    arsa: number('EMLAK_ARSA_BINDE', 3),
  };
  const municipalityType = value('BELEDIYE_TURU', 'buyuksehir') === 'diger' ? 'diger' : 'buyuksehir';
  return {
    metropolitan: municipalityType === 'buyuksehir',
    municipalityType,
    advertisingGroup: value('ILAN_REKLAM_GRUBU', 'BUYUKSEHIR'),
    estateRates: {
      normal,
      metropolitan: {
        konut: normal.konut * 2,
        isyeri: normal.isyeri * 2,
        arazi: normal.arazi * 2,
        arsa: normal.arsa * 2,
      },
    },
    culturePercent: number('KULTUR_VARLIKLARI_YUZDE', 10),
    landExemptionKurus: number('ARAZI_ISTISNASI_TL', 10_000) * 100,
    ownSignExemptM2:
      municipalityType === 'buyuksehir' ? number('ILAN_ISTISNA_BUYUKSEHIR_M2', 8) : number('ILAN_ISTISNA_DIGER_M2', 3),
  };
}
