import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { demoStaff, signInToDesk } from './support/desk';
import { newMember } from './support/membership';
import { signIn, solveCaptcha } from './support/sign-in';
import { checkScreen } from './support/screen-check';

// The citizen's own data under KVKK art. 11 (decision 088): everything the portal holds, as JSON and
// as PDF, and a request to close the account that the revenue supervisor completes. Fresh members
// only: the demo citizens' accounts are never closed.

test('a member downloads their data as JSON and as PDF from their account page', async ({
  page,
  request,
}, testInfo) => {
  const member = await newMember(request);
  await signIn(page, { userName: member.tckn, password: member.password });
  await page.goto('/UserUpdate');
  await expect(page.getByRole('heading', { name: 'Kişisel verilerim' })).toBeVisible();

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Verilerimi indir (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('verilerim.json');
  const data = JSON.parse(await readFile(await json.path(), 'utf8'));
  expect(data.account.userName).toBe(member.tckn);
  expect(data.registries[0]).toMatchObject({ identityNo: member.tckn, name: member.ad, surname: member.soyad });
  expect(JSON.stringify(data)).not.toContain('passwordHash');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Verilerimi indir (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('verilerim.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await checkScreen(page, testInfo, 'kvkk-my-data');
});

test('a member asks to close the account, the supervisor completes it, and sign-in is refused', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const member = await newMember(request);
  await signIn(page, { userName: member.tckn, password: member.password });
  await page.goto('/UserUpdate');
  await page.getByLabel('Açıklama (isteğe bağlı)').fill('Başka ilçeye taşındım.');
  await page.getByRole('button', { name: 'Hesabımı kapat' }).click();
  await page.getByRole('dialog', { name: 'Bilgilendirme' }).getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByText('hesap kapatma talebiniz inceleniyor', { exact: false })).toBeVisible();

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInToDesk(desk, deskContext, demoStaff.revenueSupervisor);
  await desk.goto('/yonetim/hesap-kapatma');
  await expect(desk.getByRole('heading', { level: 1, name: 'Hesap Kapatma Talepleri' })).toBeVisible();
  const name = `${member.ad} ${member.soyad}`;
  await expect(desk.getByText('Başka ilçeye taşındım.')).toBeVisible();
  await checkScreen(desk, testInfo, 'desk-account-closures');
  await desk
    .getByRole('button', { name: `Tamamla: ${name}` })
    .first()
    .click();
  await desk.getByRole('dialog', { name: 'Bilgilendirme' }).getByRole('button', { name: 'Evet' }).click();
  await expect(desk.getByText('Hesap kapatıldı; vatandaşa SMS gönderildi.')).toBeVisible();
  await deskContext.close();

  // The account is gone: the sign-in call answers as for a number that never had one.
  const refused = await request.post('/api/ValidateUserForEMunicipality', {
    data: { userName: member.tckn, password: member.password, altcha: await solveCaptcha(request) },
  });
  expect(refused.status()).toBe(404);
  expect((await refused.json()).Message).toContain('Kullanıcı kaydı bulunamadı');
});
