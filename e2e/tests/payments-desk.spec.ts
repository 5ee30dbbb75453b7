import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { demo } from './support/demo-calendar';
import { newDebtor } from './support/debtor';
import { demoStaff, signInToDesk } from './support/desk';
import { completeOnBankPage } from './support/sandbox-bank';
import { checkScreen } from './support/screen-check';

// Payments at the revenue desk (decision 082): a citizen pays a debt by card; the revenue operator
// finds the order by the citizen's T.C. Kimlik No, opens it, reads its lines, receipt and state
// changes, and downloads the list as CSV and XLSX.

test('a revenue operator finds a card payment by T.C. Kimlik No, opens it and exports the list', async ({
  page,
  browser,
}, testInfo) => {
  const debtor = await newDebtor(page);
  const description = debtor.debt('culture', demo.year, 1);
  await page.goto('/DebtQuestioning');
  await page.getByRole('checkbox', { name: `Seç: ${description}`, exact: true }).check();
  await page.getByRole('region', { name: 'Seçilen borçlar' }).getByRole('button', { name: 'Öde' }).click();
  await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
  await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
  await completeOnBankPage(page, 'Onayla');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();

  const deskContext = await browser.newContext({ acceptDownloads: true });
  const desk = await deskContext.newPage();
  await signInToDesk(desk, deskContext, demoStaff.revenue);
  await desk.getByRole('navigation', { name: 'Masa menüsü' }).getByRole('link', { name: 'Ödemeler' }).click();
  await expect(desk).toHaveURL(/\/yonetim\/odemeler$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Ödemeler' })).toBeVisible();

  // A number that is not one is refused under its field, in Turkish.
  const filters = desk.getByRole('form', { name: 'Ödeme arama' });
  await filters.getByLabel('T.C. Kimlik No / Vergi No').fill('123');
  await filters.getByRole('button', { name: 'Ara' }).click();
  await expect(desk.getByText('T.C. Kimlik No 11, Vergi No 10 haneli olmalıdır.')).toBeVisible();

  await filters.getByLabel('T.C. Kimlik No / Vergi No').fill(debtor.tckn);
  await filters.getByRole('button', { name: 'Ara' }).click();
  await expect(desk.getByRole('status').filter({ hasText: '1 ödeme' })).toBeVisible();
  const table = desk.getByRole('table', { name: 'Ödemeler' });
  await expect(table.getByRole('cell', { name: 'Ödendi' })).toBeVisible();
  await checkScreen(desk, testInfo, 'desk-payments');
  await desk.setViewportSize({ width: 1280, height: 800 });

  // The same list as files, with the filter on screen.
  const [csv] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('link', { name: 'CSV indir' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^odemeler-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  const [, line] = csvText.slice(1).split('\r\n');
  expect(line).toMatch(/;Ödendi;Ziraat Bankası;/);
  expect(line).toMatch(/;\d{1,3}(\.\d{3})*,\d{2}$/);
  const [xlsx] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('link', { name: 'Excel (XLSX) indir' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  // An XLSX is a zip: it starts with "PK".
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');

  const orderLink = table.getByRole('link').first();
  const orderNo = (await orderLink.textContent())?.trim() ?? '';
  await orderLink.click();
  await expect(desk).toHaveURL(new RegExp(`/yonetim/odemeler/${orderNo}$`));
  await expect(desk.getByRole('heading', { level: 1, name: `Ödeme ${orderNo}` })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Ödenen borçlar' })).toContainText(
    `${demo.year} Kültür Varlıkları Katkı Payı`,
  );
  const events = desk.getByRole('table', { name: 'Durum değişiklikleri ve banka yazışması' });
  await expect(events.getByRole('cell', { name: /→ Ödendi/ })).toBeVisible();
  const receipt = desk.getByRole('link', { name: 'Makbuzu aç (PDF)' });
  await expect(receipt).toHaveAttribute('href', `/api/desk-receipts/${orderNo}.pdf`);
  const pdf = await deskContext.request.get(`/api/desk-receipts/${orderNo}.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await checkScreen(desk, testInfo, 'desk-payment');
  await deskContext.close();
});
