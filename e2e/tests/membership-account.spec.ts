import { expect, test } from './support/fixtures';
import { demoMembers, signIn } from './support/sign-in';
import { freshPhone, freshTckn, maskedPhone, newMember, readSms, signInWithForm } from './support/membership';

/**
 * Signing in (SPEC §4/§8) and the member's own pages: the guard brings a visitor back where they
 * were going, the sign-in messages say what went wrong, /RegistryObservation and /UserUpdate show
 * the member's own data, and a new phone number is proven with an SMS code.
 */

test('a guarded address sends the visitor to sign in and back there afterwards', async ({ page }) => {
  await page.goto('/RegistryObservation');
  await expect(page).toHaveURL(/\/session\/signin$/);
  // SPEC §2's sign-in screen: remember-me always on, e-Devlet, the way to a new password and home.
  await expect(page.getByRole('checkbox', { name: 'Beni hatırla' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Beni hatırla' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'e-Devlet ile Giriş' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/session/forgot-password');
  await expect(page.getByRole('main').getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/anasayfa');
  await signInWithForm(page, demoMembers.ayse.userName, demoMembers.ayse.password);
  await expect(page).toHaveURL(/\/RegistryObservation$/);
  await expect(page.getByText('100******46')).toBeVisible();
});

test('sign-in says "Kullanıcı kaydı bulunamadı" for no member and "Kullanıcı adı veya şifre hatalı." for a wrong password', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  await page.goto('/session/signin');
  await signInWithForm(page, freshTckn(), 'Herhangi2026');
  const dialog = page.getByRole('alertdialog', { name: 'Hata!' });
  await expect(dialog).toContainText('Kullanıcı kaydı bulunamadı. Lütfen üyelik alınız.');
  await dialog.getByRole('button', { name: 'Tamam' }).click();

  await signInWithForm(page, member.tckn, 'Yanlis2026');
  await expect(dialog).toContainText('Kullanıcı adı veya şifre hatalı.');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(page).toHaveURL(/\/session\/signin$/);
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
});

test("/RegistryObservation and /UserUpdate show the member's own data; a new phone is proven by an SMS code", async ({
  page,
  request,
}) => {
  test.slow();
  const member = await newMember(request);
  await signIn(page, { userName: member.tckn, password: member.password });
  const maskedTckn = `${member.tckn.slice(0, 3)}******${member.tckn.slice(-2)}`;
  const maskedNumber = (phone: string) => `(${phone.slice(0, 3)}) *** ** ${phone.slice(-2)}`;

  await page.goto('/RegistryObservation');
  await expect(page.getByText(maskedTckn)).toBeVisible();
  await expect(page.getByRole('main').getByText(`${member.ad} ${member.soyad}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Çamlık Mah. Gül Sok. No: 5, Yeşilvadi')).toBeVisible();
  await expect(page.getByText(maskedNumber(member.phone))).toBeVisible();

  await page.goto('/UserUpdate');
  await expect(page.getByRole('main').getByText(`${member.ad} ${member.soyad}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-posta', exact: true })).toHaveValue('sevgi@ornek.example');
  const phoneField = page.getByRole('textbox', { name: 'Cep telefonu', exact: true });
  await expect(phoneField).toHaveAccessibleDescription(
    `Kayıtlı numaranız: ${maskedNumber(member.phone)}. Değiştirmiyorsanız aynı numarayı yazınız.`,
  );

  const newPhone = freshPhone();
  await phoneField.pressSequentially(newPhone);
  // The code box appears while the person is already typing: the click itself starts the ALTCHA proof of work.
  await page.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(page.getByText(`Doğrulama kodu ${maskedPhone(newPhone)} numarasına gönderildi.`)).toBeVisible();
  const code = await readSms(page.context(), newPhone, /doğrulama kodunuz: (\d{6})/);
  await page.getByRole('textbox', { name: 'Doğrulama kodu', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Kodu doğrula' }).click();
  await expect(page.getByText(`${maskedPhone(newPhone)} numarası doğrulandı.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Mevcut şifreniz', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Bilgilerimi güncelle' }).click();
  await expect(page.getByText('Üyelik bilgileriniz güncellendi.')).toBeVisible();
  await expect(phoneField).toHaveAccessibleDescription(
    new RegExp(`Kayıtlı numaranız: ${maskedNumber(newPhone).replace(/[()*]/g, '\\$&')}\\.`),
  );

  await page.goto('/RegistryObservation');
  await expect(page.getByText(maskedNumber(newPhone))).toBeVisible();
});
