import { z } from 'zod';
import './zod-config';
import { ectMunicipalityTypeNames, type EctMunicipalityType } from './reference';

// The CSV rows staff load with `npm run import -- <table> <file.csv>` (docs/import.md): every cell
// arrives as text and is checked here, with a sentence that names the column, before anything is written.

function column(name: string) {
  return z.string({ error: `"${name}" sütunu boş olamaz.` }).trim();
}

const year = column('yil')
  .regex(/^\d{4}$/, '"yil" sütunu dört haneli bir yıl olmalıdır (ör. 2027).')
  .transform(Number)
  .pipe(
    z
      .number()
      .min(2000, '"yil" sütunu 2000 veya sonrası olmalıdır.')
      .max(2100, '"yil" sütunu 2100 veya öncesi olmalıdır.'),
  );

/** A code of a lookup table as it appears on the screens: BETONARME, SINIF1, GRUP3 … */
function code(name: string) {
  return column(name)
    .min(1, `"${name}" sütunu boş olamaz.`)
    .max(40, `"${name}" sütunu en fazla 40 karakter olabilir.`)
    .regex(/^[A-Za-z0-9_-]+$/, `"${name}" sütunu yalnızca harf, rakam, tire ve alt çizgi içerebilir.`);
}

/** Lira with at most two decimals, comma or dot, no thousands separator: "1250", "1250,50", "1250.5" → kuruş. */
export function liraToKurus(name: string) {
  return column(name)
    .regex(
      /^\d{1,12}([.,]\d{1,2})?$/,
      `"${name}" sütunu TL cinsinden bir tutar olmalıdır (ör. 1250 veya 1250,50; binlik ayırıcı kullanmayın).`,
    )
    .transform((text) => {
      const [whole, fraction = ''] = text.split(/[.,]/);
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    })
    .pipe(z.number().min(1, `"${name}" sütunu sıfırdan büyük olmalıdır.`));
}

function wholeNumber(name: string, min: number, max: number) {
  return column(name)
    .regex(/^\d{1,4}$/, `"${name}" sütunu bir tam sayı olmalıdır.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `"${name}" sütunu ${min} ile ${max} arasında olmalıdır.`)
        .max(max, `"${name}" sütunu ${min} ile ${max} arasında olmalıdır.`),
    );
}

export const streetValuationImportRow = z.object({
  yil: year,
  sokak_kodu: column('sokak_kodu').regex(/^\d{1,12}$/, '"sokak_kodu" sütunu yalnızca rakamlardan oluşmalıdır.'),
  birim_deger_tl: liraToKurus('birim_deger_tl'),
});

export const abrasionShareImportRow = z
  .object({
    yil: year,
    grup_kodu: code('grup_kodu'),
    yas_baslangic: wholeNumber('yas_baslangic', 0, 500),
    /** Empty: "and older". */
    yas_bitis: z
      .string({ error: '"yas_bitis" sütunu eksik; "ve üzeri" için boş bırakın.' })
      .trim()
      .transform((text) => (text === '' ? null : text))
      .pipe(wholeNumber('yas_bitis', 0, 500).nullable()),
    oran_yuzde: wholeNumber('oran_yuzde', 0, 100),
  })
  .refine((row) => row.yas_bitis === null || row.yas_bitis >= row.yas_baslangic, {
    message: '"yas_bitis" sütunu "yas_baslangic" sütunundan küçük olamaz.',
    path: ['yas_bitis'],
  });

export const constructionCostImportRow = z.object({
  yil: year,
  yapi_turu_kodu: code('yapi_turu_kodu'),
  yapi_sinifi_kodu: code('yapi_sinifi_kodu'),
  m2_maliyet_tl: liraToKurus('m2_maliyet_tl'),
});

export const advertisingTariffImportRow = z.object({
  yil: year,
  grup_kodu: code('grup_kodu'),
  kalem_kodu: code('kalem_kodu'),
  tutar_tl: liraToKurus('tutar_tl'),
});

const municipalityTypes = Object.keys(ectMunicipalityTypeNames) as [EctMunicipalityType, ...EctMunicipalityType[]];

export const ectPriceImportRow = z.object({
  yil: year,
  belediye_turu: column('belediye_turu').pipe(
    z.enum(municipalityTypes, { error: '"belediye_turu" sütunu "buyuksehir" veya "diger" olmalıdır.' }),
  ),
  bina_grubu: wholeNumber('bina_grubu', 1, 7),
  derece: wholeNumber('derece', 1, 5),
  tutar_tl: liraToKurus('tutar_tl'),
});

export const landValueImportRow = z.object({
  yil: year,
  arazi_cinsi_kodu: code('arazi_cinsi_kodu'),
  m2_birim_deger_tl: liraToKurus('m2_birim_deger_tl'),
});

/** A calendar day as Excel writes it in Turkish (09.03.2027) or as ISO (2027-03-09) → ISO. */
function day(name: string) {
  const message = `"${name}" sütunu GG.AA.YYYY (ör. 09.03.2027) ya da YYYY-AA-GG biçiminde, takvimde olan bir gün olmalıdır.`;
  return column(name)
    .transform((text) => {
      const turkish = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
      return turkish ? `${turkish[3]}-${turkish[2]}-${turkish[1]}` : text;
    })
    .refine((iso) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
      const parsed = new Date(`${iso}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
    }, message);
}

export const religiousHolidayImportRow = z
  .object({
    yil: year,
    tarih: day('tarih'),
    ad: column('ad').min(1, '"ad" sütunu boş olamaz.').max(100, '"ad" sütunu en fazla 100 karakter olabilir.'),
    yarim_gun: column('yarim_gun')
      .transform((text) => text.toLocaleLowerCase('tr-TR'))
      .pipe(
        z.enum(['evet', 'hayır', 'hayir'], {
          error: '"yarim_gun" sütunu "evet" (arife, 13.00’ten itibaren) ya da "hayır" olmalıdır.',
        }),
      )
      .transform((text) => text === 'evet'),
    kaynak: column('kaynak')
      .min(
        1,
        '"kaynak" sütunu boş olamaz: tarihin alındığı takvimi yazınız (ör. Diyanet İşleri Başkanlığı 2028 yılı Dini Günler Takvimi).',
      )
      .max(300, '"kaynak" sütunu en fazla 300 karakter olabilir.'),
  })
  .refine((row) => row.tarih.slice(0, 4) === String(row.yil), {
    message: '"tarih" sütunundaki gün "yil" sütunundaki yıla ait olmalıdır.',
    path: ['tarih'],
  });

/**
 * Yİ-ÜFE monthly change as TÜİK publishes it, in percent with at most two decimals, may be negative:
 * "1,63", "-0,24" → hundredths of a percent (163, −24). The restructuring amount is computed from it.
 */
export const priceIndexImportRow = z.object({
  yil: year,
  ay: wholeNumber('ay', 1, 12),
  degisim_yuzde: column('degisim_yuzde')
    .regex(
      /^-?\d{1,3}([.,]\d{1,2})?$/,
      '"degisim_yuzde" sütunu yüzde cinsinden bir değişim oranı olmalıdır (ör. 1,63 veya -0,24; en fazla iki ondalık).',
    )
    .transform((text) => {
      const negative = text.startsWith('-');
      const [whole, fraction = ''] = text.replace('-', '').split(/[.,]/);
      const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      return negative ? -value : value;
    }),
  kaynak: column('kaynak')
    .min(
      1,
      '"kaynak" sütunu boş olamaz: değerin alındığı yayını yazınız (ör. TÜİK Üretici Fiyat Endeksleri, Ocak 2028 bülteni).',
    )
    .max(300, '"kaynak" sütunu en fazla 300 karakter olabilir.'),
});

/** The tables `npm run import` loads: the CLI name, what it is, its columns in order and its row schema. */
export const referenceImportTables = {
  'street-valuations': {
    title: 'Arsa m² birim değerleri',
    columns: ['yil', 'sokak_kodu', 'birim_deger_tl'],
    row: streetValuationImportRow,
  },
  'abrasion-shares': {
    title: 'Bina aşınma payları',
    columns: ['yil', 'grup_kodu', 'yas_baslangic', 'yas_bitis', 'oran_yuzde'],
    row: abrasionShareImportRow,
  },
  'construction-costs': {
    title: 'Bina m² normal inşaat maliyetleri',
    columns: ['yil', 'yapi_turu_kodu', 'yapi_sinifi_kodu', 'm2_maliyet_tl'],
    row: constructionCostImportRow,
  },
  'advertising-tariffs': {
    title: 'İlan ve reklam vergisi tarifesi',
    columns: ['yil', 'grup_kodu', 'kalem_kodu', 'tutar_tl'],
    row: advertisingTariffImportRow,
  },
  'ect-prices': {
    title: 'Çevre temizlik vergisi (işyerleri)',
    columns: ['yil', 'belediye_turu', 'bina_grubu', 'derece', 'tutar_tl'],
    row: ectPriceImportRow,
  },
  'land-values': {
    title: 'Arazi m² birim değerleri',
    columns: ['yil', 'arazi_cinsi_kodu', 'm2_birim_deger_tl'],
    row: landValueImportRow,
  },
  'religious-holidays': {
    title: 'Dini bayram günleri (Ramazan ve Kurban Bayramı, arife)',
    columns: ['yil', 'tarih', 'ad', 'yarim_gun', 'kaynak'],
    row: religiousHolidayImportRow,
  },
  'price-index': {
    title: 'Yİ-ÜFE aylık değişim oranları (borç yapılandırması)',
    columns: ['yil', 'ay', 'degisim_yuzde', 'kaynak'],
    row: priceIndexImportRow,
  },
} as const;

export type ReferenceImportTable = keyof typeof referenceImportTables;
