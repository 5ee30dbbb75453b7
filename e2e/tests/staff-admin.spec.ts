import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { demoStaff, lodgeNoiseComplaint, signInToDesk } from './support/desk';
import { readSms } from './support/membership';
import { checkScreen } from './support/screen-check';
import { demoMembers, signIn } from './support/sign-in';

// Decision 087: an administrator opens a revenue operator's account at /yonetim/personel; the new
// person signs in with the temporary password that reached only their phone and must replace it
// before the desk answers anything else; disabled, they can no
// longer act. The audit trail then finds the actions by person and by citizen, and exports them as XLSX.
// The journey makes its own person: the shared demo accounts are never disabled.

test('an administrator creates, then disables a revenue operator, and finds it all in the audit trail', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-6);
  const person = {
    userName: `gelir.${suffix}`,
    fullName: `Gelir Deneme ${suffix}`,
    phone: `5557${suffix}`,
  };

  // A citizen's application, so the administrator's read of it is a read of the citizen's data.
  await signIn(page, demoMembers.mehmet);
  const trackingNo = await lodgeNoiseComplaint(page);

  const adminContext = await browser.newContext();
  const desk = await adminContext.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  await signInToDesk(desk, adminContext, demoStaff.itAdministrator);
  const nav = desk.getByRole('navigation', { name: 'Masa menüsü' });
  await nav.getByRole('link', { name: 'Başvurular' }).click();
  await desk.getByRole('link', { name: trackingNo }).click();
  await desk.getByRole('textbox', { name: 'Okuma nedeni' }).fill('Vatandaş telefonla aradı, durumu soruyor.');
  await desk.getByRole('button', { name: 'Başvuruyu aç' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Başvuru ${trackingNo}` })).toBeVisible();

  // The staff list: a new revenue operator of Mali Hizmetler.
  await nav.getByRole('link', { name: 'Personel ve Roller' }).click();
  await expect(desk).toHaveURL(/\/yonetim\/personel$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Personel ve Roller' })).toBeVisible();
  await desk.getByRole('button', { name: 'Yeni personel' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Yeni personel hesabı' });
  await dialog.getByLabel('Kullanıcı adı').fill(person.userName);
  await dialog.getByLabel('Ad soyad').fill(person.fullName);
  // A wrong phone is refused in Turkish, under its field.
  await dialog.getByLabel('Cep telefonu').fill('212 123 45 67');
  await dialog.getByLabel('Rol').selectOption({ label: 'Gelir operatörü' });
  await dialog.getByLabel('Birim').selectOption({ label: 'Mali Hizmetler Müdürlüğü' });
  await dialog.getByRole('button', { name: 'Hesabı aç' }).click();
  await expect(dialog.getByText('Geçerli bir cep telefonu giriniz: (5##) ### ## ##')).toBeVisible();
  await dialog.getByLabel('Cep telefonu').fill(person.phone);
  await dialog.getByRole('button', { name: 'Hesabı aç' }).click();
  await expect(desk.getByText(`${person.fullName} için hesap açıldı; geçici şifre SMS ile gönderildi.`)).toBeVisible();
  const table = desk.getByRole('table', { name: 'Personel listesi' });
  const row = table.getByRole('row').filter({ hasText: person.userName });
  await expect(row).toContainText('Gelir operatörü');
  await expect(row).toContainText('Mali Hizmetler Müdürlüğü');
  await expect(row).toContainText('Hiç giriş yapmadı');
  await checkScreen(desk, testInfo, 'desk-staff-admin');
  await desk.setViewportSize({ width: 1280, height: 900 });

  // The new person: the temporary password from their phone's inbox, then the SMS code.
  const personContext = await browser.newContext();
  const theirs = await personContext.newPage();
  const password = await readSms(personContext, person.phone, /geçici şifreniz: (\S+) \./);
  await signInToDesk(theirs, personContext, { ...person, password });
  // A temporary password opens only the page that replaces it.
  await expect(theirs.getByRole('heading', { level: 1, name: 'Şifremi Değiştir' })).toBeVisible();
  await expect(theirs.getByText('SMS ile gönderilen geçici şifreyle giriş yaptınız.', { exact: false })).toBeVisible();
  expect((await personContext.request.post('/api/SearchDeskPayments', { data: {} })).status()).toBe(403);
  await checkScreen(theirs, testInfo, 'desk-password');
  await theirs.setViewportSize({ width: 1280, height: 900 });
  const chosen = `Gelir${suffix}Sifre`;
  await theirs.getByRole('textbox', { name: 'Mevcut şifre', exact: true }).fill(password);
  await theirs.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill(chosen);
  await theirs.getByRole('textbox', { name: 'Yeni şifre (tekrar)', exact: true }).fill(chosen);
  await theirs.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await expect(theirs.getByText('Şifreniz değiştirildi.')).toBeVisible();
  await expect(theirs.getByText(`${person.fullName} · Gelir operatörü`).first()).toBeVisible();
  expect((await personContext.request.post('/api/SearchDeskPayments', { data: {} })).status()).toBe(200);
  // Not an administrator: the staff page is not theirs, and the API refuses it.
  expect((await personContext.request.post('/api/GetStaffAccounts', { data: {} })).status()).toBe(403);

  // Disabled: their session ends at once.
  await desk.reload();
  await desk.getByRole('button', { name: `Pasifleştir: ${person.fullName}` }).click();
  await desk.getByRole('button', { name: 'Evet' }).click();
  await expect(desk.getByText(`${person.fullName} pasifleştirildi.`)).toBeVisible();
  await expect(row).toContainText('Pasif');
  expect((await personContext.request.post('/api/GetStaffSession', { data: {} })).status()).toBe(401);
  await theirs.reload();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Personel Girişi' })).toBeVisible();
  await personContext.close();

  // The audit trail: by person…
  await nav.getByRole('link', { name: 'İşlem Kaydı' }).click();
  const filters = desk.getByRole('form', { name: 'Süzgeçler' });
  await filters.getByLabel('Kullanıcı adı').fill(person.userName);
  await filters.getByRole('button', { name: 'Süz' }).click();
  const trail = desk.getByRole('table', { name: 'Personel işlem kaydı' });
  await expect(trail).toContainText('Masaya giriş yaptı');
  await expect(trail).toContainText('Yetkisiz deneme reddedildi');
  // …the administrator's changes to the person, by action…
  await filters.getByLabel('Kullanıcı adı').fill(demoStaff.itAdministrator.userName);
  await filters.getByLabel('İşlem', { exact: true }).selectOption({ label: 'Tüm personel hesabı değişiklikleri' });
  await filters.getByRole('button', { name: 'Süz' }).click();
  await expect(trail).toContainText('Personel hesabı açıldı');
  await expect(trail).toContainText('Personel hesabı pasifleştirildi');
  // …and by citizen: who read Mehmet's application.
  await filters.getByLabel('Kullanıcı adı').fill('');
  await filters.getByLabel('İşlem', { exact: true }).selectOption({ label: 'Tüm işlemler' });
  await filters.getByLabel('Vatandaş (T.C. Kimlik No / Vergi No)').fill(demoMembers.mehmet.userName);
  await filters.getByRole('button', { name: 'Süz' }).click();
  await expect(trail.getByRole('row').filter({ hasText: 'Başvuru görüntülendi' }).first()).toContainText(
    `${demoStaff.itAdministrator.name} (${demoStaff.itAdministrator.userName})`,
  );
  await checkScreen(desk, testInfo, 'desk-staff-actions-citizen');
  await desk.setViewportSize({ width: 1280, height: 900 });

  const downloading = desk.waitForEvent('download');
  await filters.getByRole('button', { name: 'Excel (XLSX) olarak indir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personel-islem-kaydi-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await readFile((await download.path())!);
  // An XLSX is a zip: "PK" first.
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(file.length).toBeGreaterThan(1000);
  await adminContext.close();
});
