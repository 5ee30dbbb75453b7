import { expect, type Page } from './fixtures';

/** The published NestPay test card (docs/payments.md). */
const testCard = { number: '4355 0843 5508 4358', month: '12', year: '30', cvv: '000' };

/** What the sandbox bank's 3D page offers the cardholder. */
export type BankOutcome = 'Onayla' | 'SMS şifresi hatalı' | 'Vazgeç' | 'Banka reddetsin (yetersiz limit)';

/** On the sandbox bank's 3D page (NestPay's hosted model): types the test card, chooses the outcome and sends it. */
export async function completeOnBankPage(page: Page, outcome: BankOutcome) {
  await expect(page).toHaveURL(/\/sandbox\/bank\/fim\/est3Dgate$/);
  await expect(page.getByRole('heading', { name: '3D Secure doğrulama' })).toBeVisible();
  await page.getByLabel('Kart numarası').fill(testCard.number);
  await page.getByLabel('Son kullanma ayı (AA)').fill(testCard.month);
  await page.getByLabel('yılı (YY)').fill(testCard.year);
  await page.getByLabel('CVV').fill(testCard.cvv);
  await page.getByLabel(outcome, { exact: true }).check();
  await page.getByRole('button', { name: 'Gönder' }).click();
}
