import { expect, test, type Page } from './support/fixtures';
import {
  captchaVerified,
  freshPhone,
  maskedPhone,
  newCitizen,
  newMember,
  readSms,
  signInWithForm,
  signOut,
} from './support/membership';

/**
 * The membership journeys in Chromium through the sandbox: becoming a member on /Register, signing in
 * and out, changing the password, and a forgotten password sent by SMS. Every test makes its own
 * citizen (support/membership.ts), so they share the run's database without meeting.
 */

const signedIn = (page: Page) => expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();

test('a new citizen applies on /Register, proves the phone by SMS, accepts KVKK, then signs in, changes the password and signs in again', async ({
  page,
  request,
}) => {
  // A long journey with four ALTCHA proofs of work: more time than one screen needs, on a busy machine.
  test.slow();
  const citizen = await newCitizen(request);
  const phone = freshPhone();
  const password = 'Basvuru2026';
  const newPassword = 'Yenisifre2027';

  await page.goto('/Register');
  await expect(page.getByRole('heading', { name: 'Adım 1 / 4: Kimlik bilgileri' })).toBeVisible();
  await page.getByRole('textbox', { name: 'T.C. Kimlik No', exact: true }).fill(citizen.tckn);
  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(citizen.ad);
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(citizen.soyad);
  // A birth date the population register does not have for this person is refused first.
  const birthDate = page.getByRole('textbox', { name: 'Doğum tarihi', exact: true });
  await birthDate.pressSequentially('17041996');
  await page.getByRole('button', { name: 'İleri' }).click();
  await expect(page.getByRole('textbox', { name: 'Ad', exact: true })).toHaveAccessibleDescription(
    'Kimlik bilgileri nüfus kayıtlarıyla eşleşmedi. Ad, soyad ve doğum tarihini kontrol ediniz.',
  );
  await birthDate.fill('');
  await birthDate.pressSequentially(citizen.birthDateText.replace(/\./g, ''));
  await page.getByRole('button', { name: 'İleri' }).click();

  // Step 2: the phone is proven with the code the sandbox SMS inbox shows.
  await expect(page.getByRole('heading', { name: 'Adım 2 / 4: İletişim ve telefon doğrulama' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('deniz.akgun@ornek.example');
  await page.getByRole('textbox', { name: 'Cep telefonu', exact: true }).pressSequentially(phone);
  await page.getByRole('button', { name: 'İleri' }).click();
  await expect(page.getByText('Devam etmek için cep telefonunuzu SMS koduyla doğrulayınız.')).toBeVisible();
  await captchaVerified(page);
  await page.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(page.getByText(`Doğrulama kodu ${maskedPhone(phone)} numarasına gönderildi.`)).toBeVisible();
  const code = await readSms(page.context(), phone, /doğrulama kodunuz: (\d{6})/);
  await page.getByRole('textbox', { name: 'Doğrulama kodu', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Kodu doğrula' }).click();
  await expect(page.getByText(`${maskedPhone(phone)} numarası doğrulandı.`)).toBeVisible();
  await page.getByRole('button', { name: 'İleri' }).click();

  // Step 3: the address from the address register.
  await expect(page.getByRole('heading', { name: 'Adım 3 / 4: Adres' })).toBeVisible();
  const district = page.getByRole('combobox', { name: 'Mahalle' });
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const street = page.getByRole('combobox', { name: 'Cadde / Sokak' });
  await expect(street.locator('option')).not.toHaveCount(1);
  await street.selectOption({ index: 1 });
  await expect(page.getByRole('textbox', { name: 'Açık adres', exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: 'İleri' }).click();

  // Step 4: the password policy, the KVKK notice that must be accepted.
  await expect(page.getByRole('heading', { name: 'Adım 4 / 4: Şifre ve onay' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kişisel Verilerin Korunması Aydınlatma Metni' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('zayif');
  await page.getByRole('textbox', { name: 'Şifre (tekrar)', exact: true }).fill('zayif');
  await page.getByRole('button', { name: 'Başvuruyu tamamla' }).click();
  await expect(
    page.getByText('Şifre çok kısa. En az 8 karakter; en az bir büyük harf, bir küçük harf ve bir rakam.'),
  ).toBeVisible();
  await expect(page.getByText('Aydınlatma metnini okuyup onaylamalısınız.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Şifre (tekrar)', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'Kişisel verilerin korunması aydınlatma metnini okudum.' }).check();
  await page.getByRole('button', { name: 'Başvuruyu tamamla' }).click();

  await expect(page.getByText(`Üyeliğiniz oluşturuldu. Hoş geldiniz, ${citizen.ad} ${citizen.soyad}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/anasayfa$/);
  await signedIn(page);

  // Out, and in again with the new account.
  await signOut(page);
  await page.goto('/session/signin');
  await signInWithForm(page, citizen.tckn, password);
  await expect(page).toHaveURL(/\/anasayfa$/);
  await signedIn(page);

  // A new password; the old one is refused afterwards.
  await page.goto('/sifre-degistir');
  await page.getByRole('textbox', { name: 'Mevcut şifre', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Yeni şifre (tekrar)', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await expect(page.getByText('Şifreniz değiştirildi.')).toBeVisible();

  // Signing out on a guarded page goes home (not to sign-in with this page to come back to).
  await signOut(page);
  await expect(page).toHaveURL(/\/anasayfa$/);
  await page.goto('/session/signin');
  await signInWithForm(page, citizen.tckn, password);
  await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
  await page.getByRole('button', { name: 'Tamam' }).click();
  await signInWithForm(page, citizen.tckn, newPassword);
  await expect(page).toHaveURL(/\/anasayfa$/);
  await signedIn(page);
});

test("/session/signup says what is missing in SPEC's words, then carries ID, e-mail and password into /Register", async ({
  page,
  request,
}) => {
  const citizen = await newCitizen(request, { ad: 'Kerem', soyad: 'Aydın' });
  await page.goto('/session/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Üye Ol' })).toBeVisible();
  await page.getByRole('button', { name: 'Devam et' }).click();
  await expect(
    page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true }),
  ).toHaveAccessibleDescription('Bu alan zorunludur.');
  await expect(page.getByRole('textbox', { name: 'E-posta', exact: true })).toHaveAccessibleDescription(
    'Bu alan zorunludur.',
  );
  await expect(page.getByRole('textbox', { name: 'Şifre', exact: true })).toHaveAccessibleDescription(
    'Bu alan zorunludur.',
  );
  await expect(page.getByText('Devam etmek için kullanım koşullarını kabul etmelisiniz.')).toBeVisible();

  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('kerem@');
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).blur();
  await expect(page.getByRole('textbox', { name: 'E-posta', exact: true })).toHaveAccessibleDescription(
    'E-posta geçerli değil.',
  );
  await page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true }).fill('12345678901');
  await page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true }).blur();
  await expect(
    page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true }),
  ).toHaveAccessibleDescription(/T\.C\. Kimlik No/);

  // An ID that already has an account is told so, with the ways on.
  await page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true }).fill('10000000146');
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('kerem@ornek.example');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Kerem2026');
  await page.getByRole('checkbox', { name: 'Kullanım koşullarını okudum ve kabul ediyorum' }).check();
  await page.getByRole('button', { name: 'Devam et' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bu kimlik numarasıyla zaten bir üyelik var.' }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true }).fill(citizen.tckn);
  await page.getByRole('button', { name: 'Devam et' }).click();
  await expect(page).toHaveURL(/\/Register$/);
  await expect(page.getByRole('textbox', { name: 'T.C. Kimlik No', exact: true })).toHaveValue(citizen.tckn);
});

test('a forgotten password goes out by SMS; signing in with it asks for a new one at once', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await newMember(request);
  await page.goto('/session/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A phone that does not match gets the same sentence as an unknown ID.
  await page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true }).fill(member.tckn);
  await page.getByRole('textbox', { name: 'Cep telefonu', exact: true }).pressSequentially(freshPhone());
  await captchaVerified(page);
  await page.getByRole('button', { name: 'Onay' }).click();
  await expect(page.getByText('Bu kimlik numarası ve cep telefonuyla eşleşen bir üyelik bulunamadı.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Cep telefonu', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Cep telefonu', exact: true }).pressSequentially(member.phone);
  await expect(page.getByRole('textbox', { name: 'Cep telefonu', exact: true })).toHaveValue(maskedPhone(member.phone));
  await captchaVerified(page);
  await page.getByRole('button', { name: 'Onay' }).click();
  await expect(page.getByText('Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.')).toBeVisible();
  await expect(page).toHaveURL(/\/session\/signin$/);

  const temporary = await readSms(page.context(), member.phone, /geçici şifreniz: (\S+) \./);
  await signInWithForm(page, member.tckn, temporary);
  await expect(page).toHaveURL(/\/sifre-degistir$/);
  await expect(
    page
      .getByText('SMS ile gönderilen geçici şifreyle giriş yaptınız. Devam etmek için yeni bir şifre belirleyiniz.')
      .first(),
  ).toBeVisible();

  const chosen = 'Kendi2026sifrem';
  await page.getByRole('textbox', { name: 'Mevcut şifre', exact: true }).fill(temporary);
  await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill(chosen);
  await page.getByRole('textbox', { name: 'Yeni şifre (tekrar)', exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await expect(page.getByText('Şifreniz değiştirildi.')).toBeVisible();
  await expect(page).toHaveURL(/\/anasayfa$/);

  await signOut(page);
  await page.goto('/session/signin');
  await signInWithForm(page, member.tckn, chosen);
  await expect(page).toHaveURL(/\/anasayfa$/);
  await signedIn(page);
});

test('/ForgottenPassword is the same form, opened with the side navigation closed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ForgottenPassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi Unuttum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ana menü' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Cep telefonu', exact: true })).toHaveAttribute(
    'placeholder',
    '(5__) ___ __ __',
  );
  await expect(page.getByRole('button', { name: 'Onay' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Anasayfa' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);
});
