import { expect, test, type Page } from './support/fixtures';
import { signInNewMember } from './support/debtor';
import { completeOnBankPage } from './support/sandbox-bank';

// Both sides of the bridge to the municipality's revenue system in demo mode (docs/integration.md
// "Trying it against the demo"): the sandbox's revenue-system stand-in pushes debts through the
// integration API, receives the portal's signed events, and records a counter (vezne) payment. The
// citizen is a fresh member, whose registry the stand-in's push claims by identity number.

async function pushDebt(page: Page, member: { tckn: string; ad: string; soyad: string }, description: string) {
  await page.goto('/sandbox/gelir-sistemi');
  await page.getByLabel('ya da T.C. kimlik / vergi kimlik no').fill(member.tckn);
  await page.getByLabel('Ad', { exact: true }).fill(member.ad);
  await page.getByLabel('Soyad').fill(member.soyad);
  await page.getByLabel('Gelir türü').selectOption({ label: 'Çevre Temizlik Vergisi' });
  await page.getByLabel('Tutar (TL)').fill('180,00');
  await page.getByLabel('Açıklama').fill(description);
  await page.getByRole('button', { name: 'Borcu gönder' }).click();
  await expect(page.getByRole('status')).toContainText('numaralı borç portala gönderildi.');
  return page.getByRole('row').filter({ hasText: description });
}

test('a debt pushed by the revenue system is paid by card, its signed collection reaches the revenue system, a counter payment takes another off the list', async ({
  page,
  context,
}) => {
  const member = await signInNewMember(page);
  const standIn = await context.newPage();
  const suffix = String(Date.now()).slice(-6);
  const paidByCard = `Gelir sisteminden ÇTV ${suffix}-A`;
  const paidAtCounter = `Gelir sisteminden ÇTV ${suffix}-B`;
  await pushDebt(standIn, member, paidByCard);
  await pushDebt(standIn, member, paidAtCounter);

  // The citizen sees both at once and pays the first by card through the bank's 3D page.
  await page.goto('/DebtQuestioning');
  await expect(page.getByText(paidByCard)).toBeVisible();
  await expect(page.getByText(paidAtCounter)).toBeVisible();
  await page.getByRole('checkbox', { name: `Seç: ${paidByCard}`, exact: true }).check();
  await page.getByRole('region', { name: 'Seçilen borçlar' }).getByRole('button', { name: 'Öde' }).click();
  await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
  await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
  await completeOnBankPage(page, 'Onayla');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();

  // The revenue system receives the signed collection event and marks its debt paid.
  await expect(async () => {
    await standIn.goto('/sandbox/gelir-sistemi');
    await expect(standIn.getByRole('row').filter({ hasText: paidByCard })).toContainText('Portalda kartla ödendi');
  }).toPass({ timeout: 30_000 });
  await expect(standIn.getByRole('row').filter({ hasText: 'collection.succeeded' }).first()).toContainText(
    'İmza doğrulandı',
  );

  // A counter payment of the other debt, reported by the revenue system, takes it off the citizen's list.
  await standIn
    .getByRole('row')
    .filter({ hasText: paidAtCounter })
    .getByRole('button', { name: 'Vezne tahsilatı kaydet' })
    .click();
  await expect(standIn.getByRole('status')).toContainText('vezne tahsilatı kaydedildi.');
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
  await expect(page.getByText(paidAtCounter)).toHaveCount(0);
  await expect(page.getByText(paidByCard)).toHaveCount(0);
});
