import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from './support/sign-in';

// Card payment by the hosted model (NestPay 3d_pay_hosting, the default settings) against the real
// server and its sandbox bank: the card is typed on the bank's 3D page, never on ours.

/** The published NestPay test card (docs/payments.md). */
const testCard = { number: '4355 0843 5508 4358', month: '12', year: '30', cvv: '000' };

type Outcome = 'Onayla' | 'SMS şifresi hatalı' | 'Banka reddetsin (yetersiz limit)';

/** On the sandbox bank's 3D page: types the test card, chooses the outcome and sends it. */
async function completeOnBankPage(page: Page, outcome: Outcome) {
  await expect(page).toHaveURL(/\/sandbox\/bank\/fim\/est3Dgate$/);
  await expect(page.getByRole('heading', { name: '3D Secure doğrulama' })).toBeVisible();
  await page.getByLabel('Kart numarası').fill(testCard.number);
  await page.getByLabel('Son kullanma ayı (AA)').fill(testCard.month);
  await page.getByLabel('yılı (YY)').fill(testCard.year);
  await page.getByLabel('CVV').fill(testCard.cvv);
  await page.getByLabel(outcome).check();
  await page.getByRole('button', { name: 'Gönder' }).click();
}

/** Chooses debts on /DebtQuestioning by their descriptions and opens the bank window with "Öde". */
async function chooseAndPay(page: Page, descriptions: string[]) {
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
  for (const description of descriptions) await page.getByRole('checkbox', { name: `Seç: ${description}` }).check();
  const summary = page.getByRole('region', { name: 'Seçilen borçlar' });
  await expect(summary).toContainText(`${descriptions.length} borç seçildi`);
  await summary.getByRole('button', { name: 'Öde' }).click();
  await expect(page).toHaveURL(/\/ziraat-banka$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ziraat Bankası ile Ödeme' })).toBeVisible();
  for (const description of descriptions) await expect(page.getByRole('list', { name: 'Ödenecek borçlar' })).toContainText(description);
}

/** "Onayla ve devam et" (the attempt is saved with an order number), then the hand-over to the bank. */
async function confirmAndGoToBank(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
  await expect(page.getByText('Kart bilgilerinizi bankanın güvenli sayfasında gireceksiniz.')).toBeVisible();
  const orderNo = (await page.locator('dd').first().innerText()).trim();
  expect(orderNo).toMatch(/^EB\d{8}[0-9A-F]{16}$/);
  await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
  return orderNo;
}

test.describe('a signed-in member pays by card through 3D Secure', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('pays two debts on the bank page and downloads the PDF receipt', async ({ page }) => {
    await chooseAndPay(page, ['2026 Emlak Vergisi 2. taksit', '2026 Kültür Varlıkları Katkı Payı 2. taksit']);
    const orderNo = await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'Onayla');

    await expect(page).toHaveURL(new RegExp(`/success-operation\\?siparis=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByText('Ödemeniz alındı. Makbuzunuzu indirebilirsiniz.')).toBeVisible();
    await expect(page.getByText(/^\d{4}-\d{7}$/)).toBeVisible();
    await expect(page.getByText('435508******4358')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ödenen borçlar' }).getByRole('listitem')).toHaveCount(2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Makbuzu indir (PDF)' }).click()]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The paid debts have left the list; the payment is a past payment with its receipt.
    await page.getByRole('link', { name: 'Borçlarıma dön' }).click();
    await expect(page.getByRole('checkbox', { name: 'Seç: 2026 Emlak Vergisi 1. taksit' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Seç: 2026 Emlak Vergisi 2. taksit' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Ödemelerim' }).click();
    await expect(page.getByRole('link', { name: 'Makbuzu indir (PDF)' })).toBeVisible();
  });

  test('a decline by the bank ends on /failed-operation with the reason in Turkish and frees the debt', async ({ page }) => {
    await chooseAndPay(page, ['Zabıta idari para cezası (Kabahatler K. md. 32)']);
    const orderNo = await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'Banka reddetsin (yetersiz limit)');

    await expect(page).toHaveURL(new RegExp(`/failed-operation\\?siparis=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme gerçekleşmedi' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Kart limitiniz yetersiz.');
    await expect(page.getByRole('alert')).toContainText('kartınızdan para çekilmedi');
    await expect(page.getByRole('link', { name: 'Makbuzu indir (PDF)' })).toHaveCount(0);

    // Nothing holds the fine any more: it can be chosen again.
    await page.getByRole('link', { name: 'Borçlarıma dön' }).click();
    await expect(page.getByRole('checkbox', { name: 'Seç: Zabıta idari para cezası (Kabahatler K. md. 32)' })).toBeEnabled();
  });

  test('a failed 3D check (wrong SMS code) ends on /failed-operation and says what happened', async ({ page }) => {
    await chooseAndPay(page, ['Ekim 2026 su faturası (100234)']);
    await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'SMS şifresi hatalı');

    await expect(page).toHaveURL(/\/failed-operation\?siparis=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme gerçekleşmedi' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('3D Secure doğrulaması başarısız oldu');
    await expect(page.getByText('Borçlarınızı yeniden seçerek tekrar ödeyebilirsiniz.')).toBeVisible();
  });

  test('a double click starts one attempt; a second window on the same debts is refused and links to the open payment, which can be continued', async ({ page }) => {
    const bill = 'Eylül 2026 su faturası (100234)';
    const second = await page.context().newPage();
    await chooseAndPay(page, [bill]);
    await chooseAndPay(second, [bill]);

    await page.getByRole('button', { name: 'Onayla ve devam et' }).dblclick();
    await expect(page.getByText('Kart bilgilerinizi bankanın güvenli sayfasında gireceksiniz.')).toBeVisible();
    const orderNo = (await page.locator('dd').first().innerText()).trim();
    const open = await (await page.request.post('/api/CheckRegistryUnpaidOnlinePayment', { data: {} })).json();
    expect(open.payments.map((payment: { orderNo: string }) => payment.orderNo)).toEqual([orderNo]);

    await second.getByRole('button', { name: 'Onayla ve devam et' }).click();
    const refusal = second.getByRole('alert');
    await expect(refusal).toContainText('başlamış bir ödeme var');
    await refusal.getByRole('link', { name: 'Başlamış ödemenin durumunu gör' }).click();
    await expect(second).toHaveURL(new RegExp(`/success-operation\\?siparis=${orderNo}$`));
    await expect(second.getByRole('heading', { level: 1, name: 'Ödemeniz işleniyor' })).toBeVisible();
    await expect(second.getByText('bankanın 3D Secure sayfasında bekliyor')).toBeVisible();

    // The debt list shows the bill as under way; the payments section lists the open payment and goes on with it.
    await second.goto('/DebtQuestioning');
    await expect(second.getByText('Sonucu beklenen 1 ödemeniz var.')).toBeVisible();
    await expect(second.getByRole('checkbox', { name: `Seç: ${bill}` })).toBeDisabled();
    await second.getByRole('button', { name: 'Ödemelerim bölümünde görün' }).click();
    await expect(second.getByText(`Sipariş ${orderNo}`)).toBeVisible();
    await second.getByRole('button', { name: 'Ödemeye devam et' }).click();
    await expect(second).toHaveURL(/\/ziraat-banka$/);
    await expect(second.getByText(orderNo)).toBeVisible();
    await second.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
    await completeOnBankPage(second, 'Onayla');
    await expect(second.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  });
});
