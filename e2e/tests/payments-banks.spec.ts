import { expect, test, type Page } from './support/fixtures';
import { readFile } from 'node:fs/promises';
import { demo } from './support/demo-calendar';
import { checkScreen } from './support/screen-check';
import { settingsServer } from './support/settings-server';
import { newDebtor } from './support/debtor';

// The other banks and store models, each on its own portal started with the municipality's settings
// overridden from the environment (SETTING_ActiveBankMerchantCode, SETTING_StoreType…), as a
// municipality configures them: the card typed on our card form (NestPay 3d_pay and 3d) and
// Vakıfbank's PayFlex: its Common Payment page by default, the MPI model (enrollment, ACS, VPOS) when
// StoreType asks for our card form. Every bank window is checked with axe at 1280
// and 360 px. Every journey pays the debts of a member of its own (support/debtor.ts), so each can run
// alone and in any order.

/** The published NestPay test card and the PayFlex one (docs/payments.md). */
const nestPayCard = { number: '4355 0843 5508 4358', month: '12', year: '30', cvv: '000' };
const payFlexCard = { number: '4938 4101 5770 5591', month: '12', year: '29', cvv: '453' };

// Each block starts a server (migration and seed of a fresh PGlite): give its hook the time.
test.describe.configure({ timeout: 120_000 });

/** Chooses debts on /DebtQuestioning (by description, or all) and opens the bank window with "Öde". */
async function chooseAndPay(
  page: Page,
  debts: string[] | 'all',
  window: { path: string; title: string },
  cardEntry: 'this_page' | 'bank_page' = 'this_page',
) {
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
  if (debts === 'all') await page.getByRole('checkbox', { name: 'Tüm borçları seç' }).check();
  else
    for (const description of debts)
      await page.getByRole('checkbox', { name: `Seç: ${description}`, exact: true }).check();
  await page.getByRole('region', { name: 'Seçilen borçlar' }).getByRole('button', { name: 'Öde' }).click();
  await expect(page).toHaveURL(new RegExp(`${window.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: window.title })).toBeVisible();
  await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
  if (cardEntry === 'this_page') await expect(page.getByRole('form', { name: 'Kart bilgileri' })).toBeVisible();
  else await expect(page.getByText('Kart bilgilerinizi bankanın güvenli sayfasında gireceksiniz.')).toBeVisible();
}

/** On VakıfBank's Common Payment page (sandbox): the card, the 3D password, the outcome. */
async function payOnCommonPaymentPage(page: Page, outcome: 'Onayla' | 'Banka reddetsin (yetersiz bakiye)' | 'Vazgeç') {
  await expect(page).toHaveURL(/\/sandbox\/payflex\/CommonPayment\/SecurePayment\?Ptkn=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VakıfBank Ortak Ödeme' })).toBeVisible();
  await page.getByLabel('Kart numarası').fill(payFlexCard.number.replace(/ /g, ''));
  await page.getByLabel('Son kullanma ayı (AA)').fill(payFlexCard.month);
  await page.getByLabel('yılı (YY)').fill(payFlexCard.year);
  await page.getByLabel('CVV').fill(payFlexCard.cvv);
  await page.getByLabel('3D şifresi').fill('123456');
  await page.getByLabel(outcome, { exact: true }).check();
  await page.getByRole('button', { name: 'Öde' }).click();
}

/** Types a card on our card form and pays. */
async function payWithCard(page: Page, card: typeof nestPayCard) {
  const form = page.getByRole('form', { name: 'Kart bilgileri' });
  await form.getByLabel('Kart numarası').fill(card.number);
  await form.getByLabel('Ay (AA)').fill(card.month);
  await form.getByLabel('Yıl (YY)').fill(card.year);
  await form.getByLabel('Güvenlik kodu (CVV)').fill(card.cvv);
  await form.getByRole('button', { name: / öde$/ }).click();
}

/** The receipt link downloads a PDF. */
async function expectPdfReceipt(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Makbuzu indir (PDF)' }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test.describe('İş Bankası, card form model (NestPay 3d_pay)', () => {
  const server = settingsServer('isbank-3d-pay', 1, { ActiveBankMerchantCode: '0064', StoreType: '3d_pay' });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test('pays two debts with the card typed on our form: Luhn and brand checked, then 3D and the receipt', async ({
    page,
  }, testInfo) => {
    const { debt } = await newDebtor(page);
    await chooseAndPay(page, [debt('estate', demo.year, 2), debt('culture', demo.year, 2)], {
      path: '/payment-is-bank',
      title: 'İş Bankası ile Ödeme',
    });
    await expect(
      page.getByText('Kart bilgileriniz yalnızca bu ödeme için Türkiye İş Bankası 3D Secure doğrulamasına iletilir'),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'isbank-card-form');

    // A mistyped number is caught here, in Turkish, before anything reaches the bank.
    const form = page.getByRole('form', { name: 'Kart bilgileri' });
    await form.getByLabel('Kart numarası').fill('4355 0843 5508 4359');
    await form.getByLabel('Ay (AA)').focus();
    await expect(form.getByText('Kart numarası geçersiz.')).toBeVisible();
    await form.getByLabel('Kart numarası').fill(nestPayCard.number);
    await expect(form.getByText('Kart türü: Visa')).toBeVisible();
    await payWithCard(page, nestPayCard);

    // The bank's 3D page shows the card we sent, masked; the tester approves.
    await expect(page).toHaveURL(/\/sandbox\/bank\/fim\/est3Dgate$/);
    await expect(page.getByText('Kart: 435508******4358')).toBeVisible();
    await page.getByRole('button', { name: 'Gönder' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByText('Türkiye İş Bankası')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ödenen borçlar' }).getByRole('listitem')).toHaveCount(2);
    await expectPdfReceipt(page);
    await checkScreen(page, testInfo, 'isbank-paid');
  });
});

test.describe('Halkbank, card form model with the sale completed by the server (NestPay 3d)', () => {
  const server = settingsServer('halkbank-3d', 2, { ActiveBankMerchantCode: '0012', StoreType: '3d' });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test('pays every open debt at once in the "other banks" window and owes nothing afterwards', async ({
    page,
  }, testInfo) => {
    const { debts } = await newDebtor(page, [demo.previousYear, demo.year]);
    await chooseAndPay(page, 'all', { path: '/payment-other-banks', title: 'Diğer Bankalarla Ödeme' });
    await expect(page.getByRole('list', { name: 'Ödenecek borçlar' }).getByRole('listitem')).toHaveCount(debts.length);
    await checkScreen(page, testInfo, 'other-banks-card-form');
    await payWithCard(page, nestPayCard);

    await expect(page).toHaveURL(/\/sandbox\/bank\/fim\/est3Dgate$/);
    await page.getByRole('button', { name: 'Gönder' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByText('Halkbank')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ödenen borçlar' }).getByRole('listitem')).toHaveCount(debts.length);
    await expectPdfReceipt(page);

    await page.getByRole('link', { name: 'Borçlarıma dön' }).click();
    await expect(page.getByText('Ödenmemiş borcunuz bulunmuyor.')).toBeVisible();
  });
});

test.describe('VakıfBank PayFlex Common Payment (the bank’s page, the default)', () => {
  const server = settingsServer('vakif-common-payment', 5, {
    ActiveBankMerchantCode: '0015',
    ThreeDSecureWebRequestUrl: '/sandbox/payflex/CommonPayment/api/RegisterTransaction',
    VPosWebRequestUrl: '/sandbox/payflex/CommonPayment/api/VposTransaction',
  });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test('pays a debt: the card typed on the bank’s page, never on ours, then the receipt', async ({
    page,
  }, testInfo) => {
    const { debt } = await newDebtor(page);
    await chooseAndPay(
      page,
      [debt('estate', demo.year, 1)],
      { path: '/vakif-banka', title: 'VakıfBank ile Ödeme' },
      'bank_page',
    );
    await expect(page.getByRole('form', { name: 'Kart bilgileri' })).toHaveCount(0);
    await checkScreen(page, testInfo, 'vakif-common-payment-hand-over');
    await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'VakıfBank Ortak Ödeme' })).toBeVisible();
    await checkScreen(page, testInfo, 'vakif-common-payment-bank-page');
    await payOnCommonPaymentPage(page, 'Onayla');

    await expect(page).toHaveURL(/\/success-operation\?siparis=EB\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByText('493841******5591')).toBeVisible();
    await expectPdfReceipt(page);
  });

  test('a decline on the bank’s page ends on /failed-operation, nothing is charged and the debt is free again', async ({
    page,
  }) => {
    const { debt } = await newDebtor(page);
    const declined = debt('estate', demo.year, 1);
    await chooseAndPay(page, [declined], { path: '/vakif-banka', title: 'VakıfBank ile Ödeme' }, 'bank_page');
    await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
    await payOnCommonPaymentPage(page, 'Banka reddetsin (yetersiz bakiye)');

    await expect(page).toHaveURL(/\/failed-operation\?siparis=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme gerçekleşmedi' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Banka işlemi onaylamadı');
    await expect(page.getByRole('alert')).toContainText('kartınızdan para çekilmedi');
    await page.getByRole('link', { name: 'Borçlarıma dön' }).click();
    await expect(page.getByRole('checkbox', { name: `Seç: ${declined}`, exact: true })).toBeEnabled();
  });
});

test.describe('VakıfBank PayFlex MPI model (card on our form, ACS, VPOS sale; one API process)', () => {
  const server = settingsServer('vakif-payflex', 3, {
    ActiveBankMerchantCode: '0015',
    StoreType: '3d_pay',
    ThreeDSecureWebRequestUrl: '/sandbox/payflex/MPIAPI/MPI_Enrollment.aspx',
    VPosWebRequestUrl: '/sandbox/payflex/VposService/v3/Vposreq.aspx',
  });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test('pays a debt: card on our form, the 3D password on the ACS page, then the receipt', async ({
    page,
  }, testInfo) => {
    const { debt } = await newDebtor(page);
    await chooseAndPay(page, [debt('estate', demo.year, 1)], {
      path: '/vakif-banka',
      title: 'VakıfBank ile Ödeme',
    });
    await checkScreen(page, testInfo, 'vakif-card-form');
    await payWithCard(page, payFlexCard);

    await expect(page.getByRole('heading', { name: 'VakıfBank 3D Secure' })).toBeVisible();
    await page.getByLabel('3D şifresi').fill('123456');
    await page.getByRole('button', { name: 'Onayla' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByText('493841******5591')).toBeVisible();
    await expectPdfReceipt(page);
  });

  test('cancelling on the ACS page ends on /failed-operation, nothing is charged and the debt is free again', async ({
    page,
  }) => {
    const { debt } = await newDebtor(page);
    const cancelled = debt('estate', demo.year, 1);
    await chooseAndPay(page, [cancelled], {
      path: '/vakif-banka',
      title: 'VakıfBank ile Ödeme',
    });
    await payWithCard(page, payFlexCard);

    await expect(page.getByRole('heading', { name: 'VakıfBank 3D Secure' })).toBeVisible();
    await page.getByRole('button', { name: 'Vazgeç' }).click();

    await expect(page).toHaveURL(/\/failed-operation\?siparis=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme gerçekleşmedi' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('3D Secure doğrulaması başarısız oldu');
    await expect(page.getByRole('alert')).toContainText('kartınızdan para çekilmedi');
    await page.getByRole('link', { name: 'Borçlarıma dön' }).click();
    await expect(page.getByRole('checkbox', { name: `Seç: ${cancelled}`, exact: true })).toBeEnabled();
  });
});
