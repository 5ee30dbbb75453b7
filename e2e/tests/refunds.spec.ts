import { expect, test } from './support/fixtures';
import { demo } from './support/demo-calendar';
import { newDebtor } from './support/debtor';
import { demoStaff, signInToDesk } from './support/desk';
import { readSms } from './support/membership';
import { completeOnBankPage } from './support/sandbox-bank';
import { checkScreen } from './support/screen-check';
import { settingsServer } from './support/settings-server';

// Refunds through the bank at the desk (decision 083): a citizen pays by card, the revenue operator
// voids it the same day, and as the amount is above the limit (0 TL on this portal) the supervisor
// approves it; the debt is back in the citizen's list and the SMS says so.

const server = settingsServer('refunds', 29, { RefundApprovalLimitKurus: '0' });
test.use({ baseURL: server.baseURL });
test.beforeAll(server.start);
test.afterAll(server.stop);

test('an operator voids a card payment above the limit, the supervisor approves, the debt comes back', async ({
  page,
  browser,
}, testInfo) => {
  const { debt, phone } = await newDebtor(page);
  const description = debt('culture', demo.year, 1);
  await page.goto('/DebtQuestioning');
  await page.getByRole('checkbox', { name: `Seç: ${description}`, exact: true }).check();
  await page.getByRole('region', { name: 'Seçilen borçlar' }).getByRole('button', { name: 'Öde' }).click();
  await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
  await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
  await completeOnBankPage(page, 'Onayla');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('siparis') ?? '';
  expect(orderNo).not.toBe('');
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('checkbox', { name: `Seç: ${description}`, exact: true })).toHaveCount(0);

  // The operator asks for the void: above the limit, so it waits for a second person.
  const operatorContext = await browser.newContext({ baseURL: server.baseURL });
  const operator = await operatorContext.newPage();
  await signInToDesk(operator, operatorContext, demoStaff.revenue);
  await operator.getByRole('navigation', { name: 'Masa menüsü' }).getByRole('link', { name: 'İadeler' }).click();
  await expect(operator).toHaveURL(/\/yonetim\/iadeler$/);
  await expect(operator.getByRole('heading', { level: 1, name: 'İadeler' })).toBeVisible();
  await operator.getByRole('textbox', { name: 'Sipariş numarasıyla ödeme bul' }).fill(orderNo);
  await operator.getByRole('button', { name: 'Aç', exact: true }).click();
  const panel = operator.getByRole('region', { name: `İadeler ve iptal · ${orderNo}` });
  await panel.getByRole('button', { name: 'İptal et' }).click();
  const dialog = operator.getByRole('dialog');
  await dialog.getByLabel('Gerekçe').fill('Vatandaş aynı borcu vezneden de ödedi.');
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(operator.getByText('İade onay bekliyor', { exact: false })).toBeVisible();
  await expect(panel.getByText('Onay bekliyor').first()).toBeVisible();
  // The operator sees no approve button for it.
  await expect(
    operator.getByRole('button', { name: new RegExp(`${orderNo} numaralı ödemenin .* onayla`) }),
  ).toHaveCount(0);
  await checkScreen(operator, testInfo, 'desk-refunds');
  await operatorContext.close();

  // The supervisor approves: the bank voids it.
  const supervisorContext = await browser.newContext({ baseURL: server.baseURL });
  const supervisor = await supervisorContext.newPage();
  await signInToDesk(supervisor, supervisorContext, demoStaff.revenueSupervisor);
  await supervisor.goto('/yonetim/iadeler');
  await supervisor.getByRole('button', { name: new RegExp(`${orderNo} numaralı ödemenin .* onayla`) }).click();
  await expect(supervisor.getByText('Banka iadeyi yaptı', { exact: false })).toBeVisible({ timeout: 30_000 });
  await supervisorContext.close();

  // The debt is back in the citizen's list, and the SMS told them.
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('checkbox', { name: `Seç: ${description}`, exact: true })).toBeVisible();
  const sms = await readSms(page.context(), phone, new RegExp(`(${orderNo} numaralı ödemeniz iptal edildi)`));
  expect(sms).toContain(orderNo);
});
