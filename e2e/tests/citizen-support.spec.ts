import { expect, test } from './support/fixtures';
import { demoStaff, signInToDesk } from './support/desk';
import { newMember, readSms } from './support/membership';
import { checkScreen } from './support/screen-check';

// Citizens' support at the desk (decision 088): a revenue operator finds a citizen only with a
// reason, reads their registry and today's debts, and sends a temporary password by SMS. The reset
// goes to a member of this journey's own, so no other journey's password SMS is disturbed.

async function lookUp(desk: import('@playwright/test').Page, identityNo: string) {
  await desk.getByLabel('T.C. Kimlik No / Vergi No').fill(identityNo);
  await desk.getByLabel('Sorgulama gerekçesi').selectOption({ label: 'Vatandaş başvurusu (telefon)' });
  await desk.getByLabel('Gerekçe açıklaması').fill('Vatandaş borcunu ve şifresini sordu.');
  await desk.getByRole('button', { name: 'Sorgula' }).click();
}

test('a revenue operator finds a citizen with a reason, sees the debts and sends a password SMS', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const member = await newMember(request);
  await signInToDesk(page, context, demoStaff.revenue);
  const nav = page
    .getByRole('navigation', { name: 'Masa menüsü' })
    .or(page.getByRole('button', { name: 'Menü', exact: true }));
  await expect(nav.first()).toBeVisible();
  await page.goto('/yonetim/vatandas');
  await expect(page.getByRole('heading', { level: 1, name: 'Vatandaş Destek' })).toBeVisible();

  // No reason: the server refuses with a Turkish sentence under the field.
  await page.getByLabel('T.C. Kimlik No / Vergi No').fill('10000000146');
  await page.getByRole('button', { name: 'Sorgula' }).click();
  await expect(page.getByText('Sorgulama gerekçesini seçiniz.')).toBeVisible();

  await lookUp(page, '10000000146');
  const ayse = page.getByRole('region', { name: 'Ayşe Yılmaz' });
  await expect(ayse).toBeVisible();
  await expect(ayse.getByText('100******46', { exact: false })).toBeVisible();
  await expect(ayse.getByText('(532) *** ** 33', { exact: false }).first()).toBeVisible();
  await expect(ayse.getByRole('heading', { name: 'Açık borçlar (bugünkü tutarlarıyla)' })).toBeVisible();
  await expect(ayse.getByText(/Toplam: .*₺/)).toBeVisible();
  await checkScreen(page, testInfo, 'desk-citizen-support');

  await lookUp(page, member.tckn);
  const person = page.getByRole('region', { name: `${member.ad} ${member.soyad}` });
  await expect(person).toBeVisible();
  await person.getByRole('button', { name: 'Geçici şifre gönder (SMS)' }).click();
  await expect(
    page.getByText('Geçici şifre vatandaşın kayıtlı cep telefonuna SMS olarak gönderildi.', { exact: false }),
  ).toBeVisible();
  const temporary = await readSms(context, member.phone, /geçici şifreniz: (\S+) /);
  expect(temporary.length).toBeGreaterThan(5);
});
