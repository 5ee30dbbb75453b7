import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { demo } from './demo-calendar';
import { newMember, type Member } from './membership';
import { completeOnBankPage } from './sandbox-bank';
import { signIn } from './sign-in';

/**
 * Fresh debtors for the journeys that move money. Tests of one run share a database and may run in
 * any order, alone or not, so a journey that pays, declares or restructures never touches a demo
 * person's debts: it registers its own member (support/membership.ts) and gives them debts the way a
 * citizen gets them in demo mode, by declaring a flat through the API. Each declared year brings
 * four installments: estate tax and the culture contribution (Kültür Varlıkları Katkı Payı), 1st and
 * 2nd. Last year's are overdue (their due dates have passed), this year's are not.
 */

export interface Debtor extends Member {
  /** The member's credentials for `signIn`. */
  account: { userName: string; password: string };
  /** The description of one of the declared installments, as the debt list names it. */
  debt: (kind: 'estate' | 'culture', year: number, installment: 1 | 2) => string;
  /** Every declared installment's description. */
  debts: string[];
}

/** Registers a new member and signs `page`'s browser context in as them: someone nobody else's journey knows. */
export async function signInNewMember(page: Page): Promise<Member> {
  const member = await newMember(page.request);
  await signIn(page, { userName: member.tckn, password: member.password });
  return member;
}

/** An ada number no other test (or earlier run on the same data) has declared. */
const freshBlock = () => String(100_000 + Math.floor(Math.random() * 899_999));

/**
 * Registers a new member, signs `page`'s browser context in as them and declares a 120 m² flat for
 * each of `years` (this demo year unless told), so they owe its installments.
 */
export async function newDebtor(page: Page, years: readonly number[] = [demo.year]): Promise<Debtor> {
  const member = await signInNewMember(page);
  const account = { userName: member.tckn, password: member.password };
  const { streets } = await (
    await page.request.post('/api/GetStreetListWithoutAuthorization', { data: { districtCode: '990101' } })
  ).json();
  const block = freshBlock();
  const where = `(ada ${block}, parsel 7, bağımsız bölüm 3)`;
  const acquiredYear = Math.min(...years) - 1;
  for (const year of years) {
    const declared = await page.request.post('/api/RecordEMunicipalityEstateDeclaration', {
      data: {
        requestId: randomUUID(),
        estateKind: 'bina',
        year,
        streetCode: streets[0].code,
        addressText: 'Çamlık Mah. Gül Sok. No: 5 İç Kapı: 3, Yeşilvadi',
        land: { block, parcel: '7', parcelM2: '800' },
        ownershipShare: { numerator: 1, denominator: 1 },
        landShare: { numerator: 40, denominator: 800 },
        building: {
          estateTypeCode: 'MESKEN',
          usageTypeCode: 'KONUT',
          constructionTypeCode: 'BETONARME',
          constructionClassCode: 'SINIF3',
          yearBuilt: acquiredYear - 10,
          floorM2: '120',
          independentUnitNo: '3',
        },
        acquisitionDate: `${acquiredYear}-03-14`,
        acquisitionReason: 'satin_alma',
        documents: [],
      },
    });
    expect(declared.ok(), `the ${year} estate declaration: ${await declared.text()}`).toBeTruthy();
  }
  const debt = (kind: 'estate' | 'culture', year: number, installment: 1 | 2) =>
    `${year} ${kind === 'estate' ? 'Emlak Vergisi' : 'Kültür Varlıkları Katkı Payı'} ${installment}. taksit ${where}`;
  const debts = years.flatMap((year) =>
    (['estate', 'culture'] as const).flatMap((kind) => [debt(kind, year, 1), debt(kind, year, 2)]),
  );
  return { ...member, account, debt, debts };
}

/**
 * A new debtor pays this year's first culture-contribution installment by card through the sandbox
 * bank's 3D page, as the desk's journeys need one card collection of today to look at.
 */
export async function newDebtorWhoPaidByCard(page: Page): Promise<Debtor> {
  const debtor = await newDebtor(page);
  await page.goto('/DebtQuestioning');
  await page.getByRole('checkbox', { name: `Seç: ${debtor.debt('culture', demo.year, 1)}`, exact: true }).check();
  await page.getByRole('region', { name: 'Seçilen borçlar' }).getByRole('button', { name: 'Öde' }).click();
  await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
  await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
  await completeOnBankPage(page, 'Onayla');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  return debtor;
}
