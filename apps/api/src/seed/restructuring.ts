import { addDays } from '@ebelediye/finance';
import type { Queryable } from '../db/client';
import { priceIndexChanges, restructuringCampaigns, revenueTypes } from '../db/schema';
import { demoCalendar } from './demo-calendar';

/** Installments of a restructuring plan are accruals of their own revenue type; late ones run gecikme zammı. */
export const restructuringRevenueType = {
  code: 'YAPILANDIRMA',
  name: 'Yapılandırma Taksiti',
  lateInterest: true,
  isFee: false,
};

const law7326 = '7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına İlişkin Kanun (RG 09.06.2021, sayı 31506)';
const decree4420 = '4420 sayılı Cumhurbaşkanı Kararı (RG 27.08.2021)';

/** The option table of Law 7326 art. 2/1-b: 6 → 1.045, 9 → 1.083, 12 → 1.105, 18 → 1.15, every two months. */
const options7326 = [
  { installments: 6, coefficient: '1.045' },
  { installments: 9, coefficient: '1.083' },
  { installments: 12, coefficient: '1.105' },
  { installments: 18, coefficient: '1.15' },
];
const breakRule7326 = { firstInstallments: 2, missesPerYear: 2, finalGraceMonths: 1 };
const revenueCodes = ['EMLAK', 'KVKP', 'CTV', 'ILAN', 'EGLENCE', 'CEZA'];

/** Administrative fines: paying up front also cancels a quarter of the fine (7326 art. 2, as reported; decision 060). */
const revenueRules7326 = {
  CEZA: {
    upFrontPrincipalDiscountPercent: 25,
    source: `${law7326} md. 2: peşin ödemede idari para cezalarının aslından %25 indirim (decision 060)`,
  },
};

function termsText(title: string): string {
  return [
    `${title} kapsamında yapılandırılan borçlar için gecikme zammı yerine Yİ-ÜFE aylık değişim oranlarıyla hesaplanan tutar ödenir.`,
    'Taksitler plandaki tarihlerde ödenir. İlk iki taksitin vadesinde ödenmesi şarttır; sonraki taksitlerden bir takvim yılında en fazla ikisi geç ödenebilir ve geç kalan taksitler son taksitin kanuni vadesini izleyen ayın sonuna kadar ödenmelidir.',
    'Bu şartlara uyulmazsa plan bozulur: ödenen tutarlar kadar yapılandırmadan yararlanılır, kalan asıl borç vade tarihinden itibaren gecikme zammıyla birlikte yeniden takibe alınır.',
    'Yapılandırılan borçlar için dava açılamaz, açılmış davalardan vazgeçilmiş sayılır.',
  ].join('\n\n');
}

/**
 * Law 7326 as a closed, historical campaign — base data every database gets (seed/law.ts), with the
 * law's schedule as published and as CK 4420 moved it (docs/decisions/060-a-campaign-holds-the-laws-schedule.md):
 * applications to 30.09.2021, the first installment by 31.10.2021 (01.11.2021 under VUK art. 18), the
 * others from 30.11.2021 every two months, whenever the citizen applied. Databases made before this
 * row changed get it from migration 0019 (hand-written part).
 */
export const campaign7326 = {
  code: '7326',
  lawNo: '7326',
  title: '7326 sayılı Kanun ile borç yapılandırması',
  cutoffDate: '2021-03-31',
  revenueCodes,
  applicationStart: '2021-06-09',
  applicationEnd: '2021-09-30',
  indexUntil: '2021-06-09',
  options: options7326,
  periodMonths: 2,
  upFrontIndexDiscountPercent: 90,
  firstDueDate: '2021-09-30',
  firstDueMonthsAfterApplication: null,
  dueDateExtensions: [
    {
      installments: [1],
      dueDate: '2021-10-31',
      source: `${decree4420}: başvuru süresi ve ilk taksit (peşin) ödeme süresi birer ay uzatıldı; Kanunda diğer taksitlerin sürelerini uzatma yetkisi bulunmadığından ikinci ve sonraki taksitler Kanundaki tarihlerde kaldı (30.11.2021 …)`,
    },
  ],
  revenueRules: revenueRules7326,
  breakRule: breakRule7326,
  terms: termsText('7326 sayılı Kanun'),
  sources: {
    law: law7326,
    scope: `${law7326} md. 1 ve 2 (31.03.2021 ve öncesi vadeli alacaklar)`,
    amount: `${law7326} md. 2/1-a (gecikme zammı yerine Yİ-ÜFE aylık değişim oranlarıyla hesaplanan tutar)`,
    options: `${law7326} md. 2/1-b (6, 9, 12, 18 taksit; 1,045 / 1,083 / 1,105 / 1,15)`,
    upFront: `${law7326} md. 2 (ilk taksit süresinde peşin ödemede Yİ-ÜFE tutarının %90'ı silinir)`,
    firstDue: `${law7326} md. 2: başvuru Kanunun yayımını izleyen ikinci ayın sonuna (31.08.2021), ilk taksit üçüncü ayın sonuna (30.09.2021) kadar; ${decree4420} ile başvuru 30.09.2021'e, yalnız ilk taksit 31.10.2021'e uzatıldı (Pazar: VUK md. 18 ile 01.11.2021)`,
    period: `${law7326} md. 2: kalan taksitler ilk taksit ödeme süresini izleyen aydan başlamak üzere ikişer aylık dönemler hâlinde, en çok 18 taksit`,
    breakRule: `${law7326} ortak hükümler: ilk iki taksit süresinde ödenmezse ya da sonrakilerden bir takvim yılında ikiden fazlası süresinde ödenmezse Kanundan yararlanma hakkı kaybedilir (decision 060)`,
    grace: `${law7326} ortak hükümler: süresinde ödenmeyen en çok iki taksit, son taksiti izleyen ayın sonuna kadar 6183 md. 51 oranında geç ödeme zammıyla ödenir; süre son taksitin kanuni vadesinden sayılır`,
    onBreak: `${law7326} ortak hükümler: hak kaybedilirse ödenen tutarlar kadar Kanun hükümlerinden yararlanılır; kalan asıl 6183 md. 51 gecikme zammıyla istenir (decision 061)`,
  },
  demo: false,
};

/**
 * The demo's open campaign, clearly not a law: open from 30 days before the seed day to 60 days after,
 * covering last year's and older debts, with 7326's figures so the screen can be tried today.
 */
export function demoCampaign(today: string) {
  const { previousYear } = demoCalendar(today);
  const applicationStart = addDays(today, -30);
  const source =
    'Demo kampanyası: gerçek bir kanun değildir; rakamlar 7326 sayılı Kanunun rakamlarıdır (domain/taxes.md)';
  return {
    code: `DEMO-${today.slice(0, 4)}`,
    lawNo: 'DEMO',
    title: 'Yeşilvadi demo yapılandırması (DEMO — gerçek bir kanun değildir)',
    cutoffDate: `${previousYear}-12-31`,
    revenueCodes,
    applicationStart,
    applicationEnd: addDays(today, 60),
    indexUntil: applicationStart,
    options: options7326,
    periodMonths: 2,
    upFrontIndexDiscountPercent: 90,
    firstDueDate: null,
    firstDueMonthsAfterApplication: 1,
    dueDateExtensions: [],
    // Without 7326's fine discount, so the demo's figures stay those its screens and journeys show.
    revenueRules: {},
    breakRule: breakRule7326,
    terms: termsText('Bu demo yapılandırması'),
    sources: {
      law: source,
      scope: source,
      amount: source,
      options: source,
      upFront: source,
      firstDue: source,
      breakRule: source,
    },
    demo: true,
  };
}

/** Made-up monthly changes (hundredths of a percent), one negative month to show it counts as zero. */
const demoChanges = [182, 164, 141, 205, 117, 96, -24, 133, 158, 121, 87, 149];

/**
 * The demo's Yİ-ÜFE series: every month from two years before the seed year to the end of the next,
 * marked demo. Not TÜİK's figures: a live municipality imports those (docs/import.md, `price-index`),
 * which replaces a year's demo rows.
 */
export function demoPriceIndexRows(today: string) {
  const year = Number(today.slice(0, 4));
  const rows = [];
  for (let y = year - 2; y <= year + 1; y++) {
    for (let m = 1; m <= 12; m++) {
      rows.push({
        month: `${y}-${String(m).padStart(2, '0')}`,
        year: y,
        changeHundredths: demoChanges[(y * 12 + m) % 12],
        source:
          'Demo değeri — resmî değildir; TÜİK Yİ-ÜFE aylık değişim oranları içe aktarılmalıdır (npm run import -- price-index)',
        demo: true,
      });
    }
  }
  return rows;
}

/** Base data: the installments' revenue type and Law 7326; a row already there is left as staff keep it. */
export async function seedRestructuringLaw(db: Queryable): Promise<void> {
  await db.insert(revenueTypes).values(restructuringRevenueType).onConflictDoNothing();
  await db.insert(restructuringCampaigns).values(campaign7326).onConflictDoNothing();
}

export async function seedDemoRestructuring(db: Queryable, today: string): Promise<void> {
  await db.insert(restructuringCampaigns).values(demoCampaign(today)).onConflictDoNothing();
  await db.insert(priceIndexChanges).values(demoPriceIndexRows(today)).onConflictDoNothing();
}
