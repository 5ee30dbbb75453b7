import { expect, test } from './support/fixtures';
import { demo } from './support/demo-calendar';
import { newDebtor } from './support/debtor';
import { checkScreen } from './support/screen-check';
import { demoMembers, signIn } from './support/sign-in';

// Every debt and payment screen at 1280 and 360 px: no serious or critical WCAG 2.2 AA violation
// (axe), no sideways scrolling of the page, and a screenshot of each for a person to look at.
// Mehmet's debt list is looked at, never paid (his water subscription exists only in the seed); the
// screens that pay or decline pay a fresh member's debts (support/debtor.ts). The bank windows of the
// other banks and store models are checked in payments-banks.spec.ts.

test.describe('debt and payment screens are accessible and fit a phone', () => {
  test('the debt query, section by section', async ({ page }, testInfo) => {
    await signIn(page, demoMembers.mehmet);
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('checkbox', { name: 'Tüm borçları seç' })).toBeVisible();
    await checkScreen(page, testInfo, 'debts-open');

    await page.getByRole('checkbox', { name: 'Tüm borçları seç' }).check();
    await checkScreen(page, testInfo, 'debts-open-selected');

    for (const [tab, name] of [
      ['Ödemelerim', 'debts-payments'],
      ['Tüm tahakkuklar', 'debts-accruals'],
      ['Aboneliklerim', 'debts-subscriptions'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await checkScreen(page, testInfo, name);
    }
  });

  test('the bank window before and after confirming, and a declined payment', async ({ page }, testInfo) => {
    const { debt } = await newDebtor(page);
    await page.goto('/DebtQuestioning');
    await page.getByRole('checkbox', { name: `Seç: ${debt('estate', demo.year, 1)}`, exact: true }).check();
    await page.getByRole('button', { name: 'Öde', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Onayla ve devam et' })).toBeVisible();
    await checkScreen(page, testInfo, 'bank-window');

    await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
    await expect(page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' })).toBeVisible();
    await checkScreen(page, testInfo, 'bank-window-confirmed');

    await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
    await page.getByLabel('Kart numarası').fill('4355084355084358');
    await page.getByLabel('Son kullanma ayı (AA)').fill('12');
    await page.getByLabel('yılı (YY)').fill('30');
    await page.getByLabel('CVV').fill('000');
    await page.getByLabel('Banka reddetsin (yetersiz limit)').check();
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme gerçekleşmedi' })).toBeVisible();
    await checkScreen(page, testInfo, 'payment-failed');
  });

  test('a paid payment with its receipt', async ({ page }, testInfo) => {
    const { debt } = await newDebtor(page);
    await page.goto('/DebtQuestioning');
    await page.getByRole('checkbox', { name: `Seç: ${debt('estate', demo.year, 2)}`, exact: true }).check();
    await page.getByRole('button', { name: 'Öde', exact: true }).click();
    await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
    await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
    await page.getByLabel('Kart numarası').fill('4355084355084358');
    await page.getByLabel('Son kullanma ayı (AA)').fill('12');
    await page.getByLabel('yılı (YY)').fill('30');
    await page.getByLabel('CVV').fill('000');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByRole('link', { name: 'Makbuzu indir (PDF)' })).toBeVisible();
    await checkScreen(page, testInfo, 'payment-paid');
  });

  test('a result page for an unknown order, and the bank window without chosen debts', async ({ page }, testInfo) => {
    await page.goto(`/success-operation?siparis=EB${demo.year}0101ABCDEF0123456789`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme bulunamadı' })).toBeVisible();
    await checkScreen(page, testInfo, 'payment-unknown');

    await page.goto('/ziraat-banka');
    await expect(page).toHaveURL(/\/FastPayment$/);
    await expect(
      page.getByText('Ödenecek borç bilgisi bulunamadı. Lütfen borçlarınızı yeniden seçiniz.'),
    ).toBeVisible();
  });

  test('fast payment: the question and the masked answer', async ({ page }, testInfo) => {
    await page.goto('/FastPayment');
    await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Ödeme' })).toBeVisible();
    await checkScreen(page, testInfo, 'fast-payment');

    await page.getByLabel('T.C. Kimlik No / Vergi No').fill('23456789060');
    await page.getByRole('button', { name: 'Borçları sorgula' }).click();
    await expect(page.getByRole('heading', { name: 'Sayın ZE*** KA***' })).toBeVisible();
    await checkScreen(page, testInfo, 'fast-payment-debts');
  });

  test('the marriage fee form', async ({ page }, testInfo) => {
    await page.goto('/FastPaymentForMatrimony');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await checkScreen(page, testInfo, 'matrimony');
  });
});
