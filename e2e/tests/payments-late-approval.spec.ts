import { expect, test, type Page } from './support/fixtures';
import { completeOnBankPage } from './support/sandbox-bank';
import { checkScreen } from './support/screen-check';
import { settingsServer } from './support/settings-server';
import { newDebtor } from './support/debtor';
import { demo } from './support/demo-calendar';

// A bank approval that arrives after the portal recorded a decline, when the citizen has meanwhile
// paid the same debt again: the money cannot be collected twice, so the payment is marked for refund
// and the citizen is told so, in Turkish. On its own portal (default settings, fresh demo data), since
// it replays the bank's answers on the sandbox bank's order list; the debt is a fresh member's
// (support/debtor.ts).
test.describe.configure({ timeout: 120_000 });

/** Chooses the debt, confirms, and on the sandbox bank's page types the test card and picks an outcome. */
async function payTheDebt(
  page: Page,
  debt: string,
  outcome: 'Onayla' | 'Banka reddetsin (yetersiz limit)',
): Promise<string> {
  await page.goto('/DebtQuestioning');
  await page.getByRole('checkbox', { name: `Seç: ${debt}`, exact: true }).check();
  await page.getByRole('region', { name: 'Seçilen borçlar' }).getByRole('button', { name: 'Öde' }).click();
  await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
  await expect(page.getByText('Kart bilgilerinizi bankanın güvenli sayfasında gireceksiniz.')).toBeVisible();
  const orderNo = (await page.locator('dd').first().innerText()).trim();
  await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
  await completeOnBankPage(page, outcome);
  return orderNo;
}

test.describe('a late bank approval for a debt paid meanwhile', () => {
  const server = settingsServer('late-approval', 4, {});
  test.use({ baseURL: server.baseURL });
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test('is not collected twice: the result page says the amount will be refunded', async ({ page }, testInfo) => {
    const debt = (await newDebtor(page)).debt('estate', demo.year, 1);
    const declined = await payTheDebt(page, debt, 'Banka reddetsin (yetersiz limit)');
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme gerçekleşmedi' })).toBeVisible();

    const paid = await payTheDebt(page, debt, 'Onayla');
    await expect(page).toHaveURL(new RegExp(`/success-operation\\?siparis=${paid}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();

    // The bank changes its mind about the declined order and sends its signed approval late.
    await page.goto('/sandbox/bank/orders');
    await page
      .getByRole('row', { name: new RegExp(declined) })
      .getByRole('button', { name: 'Sonradan onayla' })
      .click();
    await expect(page.getByRole('heading', { name: 'Sipariş sonradan onaylandı' })).toBeVisible();
    await page.goto('/sandbox/bank/orders');
    await page
      .getByRole('row', { name: new RegExp(declined) })
      .getByRole('button', { name: 'Dönüşü yeniden gönder' })
      .click();

    await expect(page).toHaveURL(new RegExp(`/failed-operation\\?siparis=${declined}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz iade edilecek' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Borçlarınız bu arada başka bir ödemeyle kapanmıştı.');
    await expect(alert).toContainText('çekilen tutarı kartınıza iade edecek');
    await expect(page.getByText('İade edilecek', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Makbuzu indir (PDF)' })).toHaveCount(0);
    await checkScreen(page, testInfo, 'payment-refund-needed');

    // The debt was collected once, by the second payment.
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('checkbox', { name: `Seç: ${debt}`, exact: true })).toHaveCount(0);
  });
});
