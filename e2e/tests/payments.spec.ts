import { expect, test, type Page } from './support/fixtures';
import { readFile } from 'node:fs/promises';
import { formatKurus } from '@ebelediye/contract/money';
import { lateInterest } from '@ebelediye/finance';
import { demo, turkishDay, weekdayDeadline } from './support/demo-calendar';
import { completeOnBankPage } from './support/sandbox-bank';
import { newDebtor } from './support/debtor';
import { freshTckn } from './support/membership';
import { checkScreen } from './support/screen-check';
import { serverNow } from './support/clock';
import { signIn } from './support/sign-in';

// Card payment by the hosted model (NestPay 3d_pay_hosting, the default settings) against the real
// server and its sandbox bank: the card is typed on the bank's 3D page, never on ours. The debt list is
// Ayşe's, read and never paid (her water bills, fine and counter receipt exist only in the seed); every
// journey that pays, declines or holds a debt pays a fresh member's (support/debtor.ts).

const { year, previousYear } = demo;
const [olderBill, lastBill] = demo.waterBills.map((bill) => `${bill.period} su faturası (100234)`);

/** The monthly gecikme zammı rates of domain/taxes.md, as the demo municipality keeps them (the law's dates). */
const lateInterestRates = [
  { from: '2019-12-30', monthlyBasisPoints: 160 },
  { from: '2022-07-21', monthlyBasisPoints: 250 },
  { from: '2023-11-14', monthlyBasisPoints: 350 },
  { from: '2024-05-21', monthlyBasisPoints: 450 },
  { from: '2025-11-13', monthlyBasisPoints: 370 },
];

/** Chooses debts on /DebtQuestioning by their descriptions and opens the bank window with "Öde". */
async function chooseAndPay(page: Page, descriptions: string[]) {
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
  for (const description of descriptions)
    await page.getByRole('checkbox', { name: `Seç: ${description}`, exact: true }).check();
  const summary = page.getByRole('region', { name: 'Seçilen borçlar' });
  await expect(summary).toContainText(`${descriptions.length} borç seçildi`);
  await summary.getByRole('button', { name: 'Öde' }).click();
  await expect(page).toHaveURL(/\/ziraat-banka$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ziraat Bankası ile Ödeme' })).toBeVisible();
  for (const description of descriptions)
    await expect(page.getByRole('list', { name: 'Ödenecek borçlar' })).toContainText(description);
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
  test('the debt list: by revenue and year with principal, gecikme zammı to today and total; chosen per group or by subscription; past payments', async ({
    page,
  }, testInfo) => {
    // Ayşe's seeded debts, which no journey pays: only she has water bills, a fine and a counter receipt.
    await signIn(page);
    await page.goto('/DebtQuestioning');
    // The day the interest runs to, as the page states it: the expected figures follow from it.
    const asOfText = await page
      .getByText(/^Gecikme zammı \d{2}\.\d{2}\.\d{4} tarihine kadar hesaplanmıştır\.$/)
      .innerText();
    const [, day, month, year] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(asOfText)!;
    const asOf = `${year}-${month}-${day}`;

    const groups = [
      `Emlak Vergisi · ${previousYear}`,
      `Kültür Varlıkları Katkı Payı · ${previousYear}`,
      `Emlak Vergisi · ${year}`,
      `Kültür Varlıkları Katkı Payı · ${year}`,
      ...new Set(demo.waterBills.map((bill) => `Su Tüketim Bedeli · ${bill.year}`)),
      `İdari Para Cezası · ${demo.fineDueDate.slice(0, 4)}`,
    ];
    for (const group of groups) {
      await expect(page.getByRole('region', { name: group })).toBeVisible();
    }
    // Last year's second installment, overdue: principal, interest to today, total; the first one was paid.
    // It was accrued for 30 November; on a weekend the deadline is the Monday after (VUK art. 18) and
    // the interest runs from the day after the deadline.
    const accrued = `${previousYear}-11-30`;
    const deadline = weekdayDeadline(accrued);
    const interest = lateInterest(185_040, deadline, asOf, lateInterestRates).interestKurus;
    expect(interest).toBeGreaterThan(0);
    const overdue = page
      .getByRole('region', { name: `Emlak Vergisi · ${previousYear}` })
      .getByRole('row')
      .filter({ hasText: `${previousYear} Emlak Vergisi 2. taksit` });
    const postponed =
      deadline === accrued
        ? []
        : [`Vade ${turkishDay(accrued)} hafta sonu ya da resmî tatile denk geldiği için ertelendi.`];
    for (const text of [
      turkishDay(deadline),
      ...postponed,
      formatKurus(185_040),
      formatKurus(interest),
      formatKurus(185_040 + interest),
      'Vadesi geçmiş',
    ]) {
      await expect(overdue).toContainText(text);
    }
    await expect(
      page.getByRole('checkbox', { name: `Seç: ${previousYear} Emlak Vergisi 1. taksit`, exact: true }),
    ).toHaveCount(0);
    // Water bills carry no gecikme zammı.
    const water = page.getByRole('row').filter({ hasText: olderBill });
    for (const text of ['Abone no: 100234', formatKurus(31_250), formatKurus(0)])
      await expect(water).toContainText(text);
    // The columns line up from one group's table to the next.
    for (const column of ['Son ödeme tarihi', 'Anapara', 'Gecikme zammı', 'Toplam']) {
      const lefts = await page
        .getByRole('columnheader', { name: column, exact: true })
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
      expect(lefts.length, column).toBeGreaterThanOrEqual(6);
      expect(new Set(lefts).size, `${column} starts at ${lefts.join(', ')}`).toBe(1);
    }
    await checkScreen(page, testInfo, 'ayse-debts');

    // A whole group at once (now on a phone's width: cards instead of tables).
    const summary = page.getByRole('region', { name: 'Seçilen borçlar' });
    await page.getByRole('checkbox', { name: `Tümünü seç: Emlak Vergisi · ${previousYear}` }).check();
    await expect(summary).toContainText('1 borç seçildi');
    await expect(summary).toContainText(`Toplam ${formatKurus(185_040 + interest)}`);
    await page.getByRole('checkbox', { name: `Tümünü seç: Emlak Vergisi · ${previousYear}` }).uncheck();
    await expect(summary).toContainText('Ödemek istediğiniz borçları seçiniz.');

    // A water subscription, its address, and its bills chosen from there.
    await page.getByRole('tab', { name: 'Aboneliklerim' }).click();
    const subscriptions = page.getByRole('list', { name: 'Abonelikler' });
    await expect(subscriptions).toContainText('Cumhuriyet Mah. Çınar Sok. No: 12 İç Kapı: 3, Yeşilvadi');
    await expect(subscriptions).toContainText(formatKurus(31_250 + 28_975));
    await subscriptions.getByRole('button', { name: 'Borçlarını seç: 100234 numaralı abonelik' }).click();
    await expect(page.getByRole('tab', { name: 'Borçlarım' })).toHaveAttribute('aria-selected', 'true');
    await expect(summary).toContainText('2 borç seçildi');
    await expect(page.getByRole('checkbox', { name: `Seç: ${lastBill}`, exact: true })).toBeChecked();

    // Past payments: the one made at the counter, with its receipt number.
    await page.getByRole('tab', { name: 'Ödemelerim' }).click();
    const collections = page.getByRole('list', { name: 'Geçmiş ödemeler' });
    await expect(collections).toContainText(`${previousYear}-0000001`);
    await expect(collections).toContainText('Veznede verildi');
  });

  test('pays two debts on the bank page and downloads the PDF receipt', async ({ page }) => {
    const { debt } = await newDebtor(page);
    await chooseAndPay(page, [debt('estate', year, 2), debt('culture', year, 2)]);
    const orderNo = await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'Onayla');

    await expect(page).toHaveURL(new RegExp(`/success-operation\\?siparis=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByText('Ödemeniz alındı. Makbuzunuzu indirebilirsiniz.')).toBeVisible();
    await expect(page.getByText(/^\d{4}-\d{7}$/)).toBeVisible();
    await expect(page.getByText('435508******4358')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ödenen borçlar' }).getByRole('listitem')).toHaveCount(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Makbuzu indir (PDF)' }).click(),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The paid debts have left the list; the payment is a past payment with its receipt.
    await page.getByRole('link', { name: 'Borçlarıma dön' }).click();
    await expect(page.getByRole('checkbox', { name: `Seç: ${debt('estate', year, 1)}`, exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Seç: ${debt('estate', year, 2)}`, exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Ödemelerim' }).click();
    await expect(page.getByRole('link', { name: 'Makbuzu indir (PDF)' })).toHaveCount(1);
  });

  test('a decline by the bank ends on /failed-operation with the reason in Turkish and frees the debt', async ({
    page,
  }) => {
    const { debt } = await newDebtor(page);
    const declined = debt('estate', year, 1);
    await chooseAndPay(page, [declined]);
    const orderNo = await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'Banka reddetsin (yetersiz limit)');

    await expect(page).toHaveURL(new RegExp(`/failed-operation\\?siparis=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme gerçekleşmedi' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Kart limitiniz yetersiz.');
    await expect(page.getByRole('alert')).toContainText('kartınızdan para çekilmedi');
    await expect(page.getByRole('link', { name: 'Makbuzu indir (PDF)' })).toHaveCount(0);

    // Nothing holds the debt any more: it can be chosen again.
    await page.getByRole('link', { name: 'Borçlarıma dön' }).click();
    await expect(page.getByRole('checkbox', { name: `Seç: ${declined}`, exact: true })).toBeEnabled();
  });

  test('a failed 3D check (wrong SMS code) ends on /failed-operation and says what happened', async ({ page }) => {
    const { debt } = await newDebtor(page);
    await chooseAndPay(page, [debt('culture', year, 1)]);
    await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'SMS şifresi hatalı');

    await expect(page).toHaveURL(/\/failed-operation\?siparis=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme gerçekleşmedi' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('3D Secure doğrulaması başarısız oldu');
    await expect(page.getByText('Borçlarınızı yeniden seçerek tekrar ödeyebilirsiniz.')).toBeVisible();
  });

  test("cancelling on the bank's 3D page ends on /failed-operation; nothing is charged and the debt can be paid again", async ({
    page,
  }) => {
    const { debt } = await newDebtor(page);
    const cancelled = debt('estate', year, 2);
    await chooseAndPay(page, [cancelled]);
    await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'Vazgeç');

    await expect(page).toHaveURL(/\/failed-operation\?siparis=/);
    await expect(page.getByRole('alert')).toContainText('işlem iptal edildi');
    await expect(page.getByRole('alert')).toContainText('kartınızdan para çekilmedi');
    await page.getByRole('link', { name: 'Borçlarıma dön' }).click();
    await expect(page.getByRole('checkbox', { name: `Seç: ${cancelled}`, exact: true })).toBeEnabled();
  });

  test('a double click starts one attempt; a second window on the same debts is refused and links to the open payment, which can be continued', async ({
    page,
  }) => {
    const { debt } = await newDebtor(page);
    const bill = debt('estate', year, 1);
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
    await expect(second.getByRole('checkbox', { name: `Seç: ${bill}`, exact: true })).toBeDisabled();
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

test.describe('paying without signing in', () => {
  test("fast payment (/FastPayment): an ID shows a masked name and the open debts, which are paid like a member's", async ({
    page,
    browser,
  }) => {
    // The debtor is made in a browser of their own: this one stays signed out.
    const arranging = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const debtor = await newDebtor(await arranging.newPage());
    await arranging.close();
    const paid = debtor.debt('culture', year, 2);
    await page.goto('/FastPayment');
    await page.getByLabel('T.C. Kimlik No / Vergi No').fill(debtor.tckn);
    await page.getByRole('button', { name: 'Borçları sorgula' }).click();
    await expect(page.getByRole('heading', { name: 'Sayın SE*** ÜN***' })).toBeVisible();
    await page.getByRole('checkbox', { name: `Seç: ${paid}`, exact: true }).check();
    await page.getByRole('region', { name: 'Seçilen borçlar' }).getByRole('button', { name: 'Öde' }).click();
    await expect(page).toHaveURL(/\/ziraat-banka$/);
    await expect(page.getByRole('list', { name: 'Ödenecek borçlar' })).toContainText(paid);
    const orderNo = await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'Onayla');

    await expect(page).toHaveURL(new RegExp(`/success-operation\\?siparis=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Makbuzu indir (PDF)' }).click(),
    ]);
    expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Asked again, the paid debt is gone and the other one is still there.
    await page.getByRole('link', { name: 'Hızlı Ödeme ekranına dön' }).click();
    await page.getByLabel('T.C. Kimlik No / Vergi No').fill(debtor.tckn);
    await page.getByRole('button', { name: 'Borçları sorgula' }).click();
    await expect(
      page.getByRole('checkbox', { name: `Seç: ${debtor.debt('estate', year, 2)}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Seç: ${paid}`, exact: true })).toHaveCount(0);
  });

  test("an ID asked before the human verification's code has arrived waits for it, instead of calling the person a robot", async ({
    page,
  }) => {
    // A slow phone has the form (prerendered) before the widget's code: hold that code until after the question.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/altcha-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/FastPayment');
    await page.getByLabel('T.C. Kimlik No / Vergi No').fill('23456789060');
    await page.getByRole('button', { name: 'Borçları sorgula' }).click();
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Sayın ZE*** KA***' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Lütfen gerçek kişi olduğunuzu doğrulayınız.')).toHaveCount(0);
  });

  test('marriage fee (/FastPaymentForMatrimony): the fee from the tariff, the couple and the date, paid by card with a receipt', async ({
    page,
  }) => {
    await page.goto('/FastPaymentForMatrimony');
    await page.getByRole('radio', { name: /^Cumartesi veya pazar günü nikâh — / }).check();
    const applicant = page.getByRole('group', { name: 'Başvuru sahibi' });
    // People nobody else pays for: the fee becomes the applicant's debt, paid here.
    await applicant.getByLabel('T.C. Kimlik No').fill(freshTckn());
    await applicant.getByLabel('Adı soyadı').fill('Elif Doğan');
    const spouse = page.getByRole('group', { name: 'Eş' });
    await spouse.getByLabel('T.C. Kimlik No').fill(freshTckn());
    await spouse.getByLabel('Adı soyadı').fill('Çağrı Işıklı');
    // Two months from the server's today, within the year the form allows.
    const ceremony = new Date(serverNow().getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Nikâh tarihi').fill(turkishDay(ceremony));
    await page.getByRole('button', { name: 'Devam et ve öde' }).click();

    await expect(page).toHaveURL(/\/ziraat-banka$/);
    await expect(page.getByRole('list', { name: 'Ödenecek borçlar' })).toContainText(
      'Nikâh ücreti — Cumartesi veya pazar günü nikâh',
    );
    await expect(page.getByText(formatKurus(450_000)).first()).toBeVisible();
    await confirmAndGoToBank(page);
    await completeOnBankPage(page, 'Onayla');

    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ödenen borçlar' })).toContainText(
      'Nikâh ücreti — Cumartesi veya pazar günü nikâh',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Makbuzu indir (PDF)' }).click(),
    ]);
    expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});
