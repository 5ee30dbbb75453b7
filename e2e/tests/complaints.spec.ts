import { expect, test } from './support/fixtures';
import { demoStaff, signInToDesk } from './support/desk';
import { captchaVerified, freshPhone, maskedPhone, readSms } from './support/membership';
import { checkScreen } from './support/screen-check';
import { demoMembers, signIn } from './support/sign-in';

// An anonymous citizen lodges a complaint with a photo, proving the phone by SMS,
// and gets the tracking number on screen and by SMS; an operator signs in to the desk, assigns and
// answers it; the citizen looks it up with number + look-up code, sees the answer, and got the answer by SMS.

// A 4×4 PNG (red), enough for the server to decode and re-encode.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGM4YKAARwzEcQDEQxEBJ+DF5wAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor lodges a complaint with a photo, the desk answers it, the visitor reads the answer', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const phone = freshPhone();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ComplaintsAndRequests');
  await expect(page.getByRole('heading', { level: 1, name: 'Şikâyet ve Talepler' })).toBeVisible();
  await expect(page.getByText('Bu hizmet henüz kullanıma açılmadı.')).toHaveCount(0);

  // Bad input first: nothing chosen → the sentences under the fields.
  // The KVKK notice is information, not a consent: no box to tick.
  await expect(page.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await expect(
    page.getByText('Yeri adres kaydından seçiniz: mahalle ve cadde/sokak zorunludur.').first(),
  ).toBeVisible();

  await page.getByLabel('Konu').selectOption({ label: 'Çukur / yol bozukluğu' });
  await page
    .getByRole('textbox', { name: 'Ne oldu? Kısaca anlatınız' })
    .fill('Okulun önündeki yolda derin bir çukur var, araçlar zarar görüyor.');
  await page.getByLabel('Mahalle').selectOption({ index: 1 });
  const street = page.getByLabel('Cadde / sokak');
  await expect(street).toBeEnabled();
  await expect(street.locator('option')).not.toHaveCount(1);
  await street.selectOption({ index: 1 });
  // A visitor adds photos only once the phone is proven.
  await expect(page.getByRole('button', { name: 'Fotoğraf ekle' })).toBeDisabled();
  await expect(
    page.getByText('Fotoğraf eklemek için önce yukarıda cep telefonunuzu SMS koduyla doğrulayınız.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Ad soyad' }).fill('Deniz Akgün');
  await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(phone);
  await captchaVerified(page);
  await page.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(page.getByText(`Doğrulama kodu ${maskedPhone(phone)} numarasına gönderildi.`)).toBeVisible();
  const code = await readSms(context, phone, /doğrulama kodunuz: (\d{6})/);
  await page.getByRole('textbox', { name: 'Doğrulama kodu', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Kodu doğrula' }).click();
  await expect(page.getByText(`${maskedPhone(phone)} numarası doğrulandı.`)).toBeVisible();
  await page.locator('#complaint-photo-input').setInputFiles({ name: 'cukur.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('listitem').filter({ hasText: 'cukur.png' })).toBeVisible();
  // Not an image: refused on the screen, nothing added.
  await page
    .locator('#complaint-photo-input')
    .setInputFiles({ name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('metin') });
  await expect(page.getByText('Yalnızca JPEG, PNG veya WebP fotoğraf eklenebilir.')).toBeVisible();
  await checkScreen(page, testInfo, 'complaint-form');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();

  await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
  const trackingNo = (await page.getByText(/Başvuru numaranız: BM-\d{4}-\d{6}/).textContent())!.match(
    /BM-\d{4}-\d{6}/,
  )![0];
  // The look-up's second secret, on screen and by SMS (point 4).
  const accessCode = (await page.getByText(/Sorgulama kodunuz: [A-Z0-9]{4}-[A-Z0-9]{4}/).textContent())!.match(
    /[A-Z0-9]{4}-[A-Z0-9]{4}/,
  )![0];
  expect(await readSms(context, phone, new RegExp(`numaranız (${trackingNo})`))).toBe(trackingNo);
  expect(await readSms(context, phone, /sorgulama kodunuz ([A-Z0-9]{4}-[A-Z0-9]{4})/)).toBe(accessCode);

  // The desk: an operator finds it in the queue, assigns it and answers it.
  const desk = await context.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  await signInToDesk(desk, context, demoStaff.operator);
  await desk.getByRole('navigation', { name: 'Masa menüsü' }).getByRole('link', { name: 'Başvurular' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Başvurular' })).toBeVisible();
  await desk.getByRole('link', { name: trackingNo }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Başvuru ${trackingNo}` })).toBeVisible();
  await expect(desk.getByRole('img', { name: 'Başvurunun 1. fotoğrafı' })).toBeVisible();
  const assign = desk.getByRole('region', { name: 'Birime ata' });
  await assign.getByLabel('Birim').selectOption({ label: 'Fen İşleri Müdürlüğü' });
  await assign.getByRole('button', { name: 'Ata' }).click();
  await expect(desk.getByText(/Atama — Fen İşleri Müdürlüğü/)).toBeVisible();
  const status = desk.getByRole('region', { name: 'Durumu değiştir' });
  await status.getByLabel('Yeni durum').selectOption({ label: 'Yanıtlandı' });
  await status.getByRole('button', { name: 'Kaydet' }).click();
  await expect(status.getByText('Yanıt metni zorunludur.')).toBeVisible();
  await status
    .getByRole('textbox', { name: 'Yanıt / gerekçe' })
    .fill('Çukur ekiplerimizce onarıldı. İlginiz için teşekkür ederiz.');
  // The public note comes prefilled with the status's fixed sentence (point 3).
  await expect(status.getByRole('textbox', { name: 'Kamuya açık not (Open311)' })).toHaveValue(
    'Başvuru incelendi ve başvuru sahibine yanıt verildi.',
  );
  await status.getByRole('button', { name: 'Kaydet' }).click();
  await expect(desk.getByText('Yanıtlandı').first()).toBeVisible();
  await expect(desk.getByText('Başvuru incelendi ve başvuru sahibine yanıt verildi.')).toBeVisible();
  // Open311 publishes that sentence, not the answer.
  const published = (await (await desk.request.get(`/open311/v2/requests/${trackingNo}.json`)).json())[0];
  expect(published.status_notes).toBe('Başvuru incelendi ve başvuru sahibine yanıt verildi.');
  expect(JSON.stringify(published)).not.toContain('Çukur ekiplerimizce onarıldı');
  await checkScreen(desk, testInfo, 'desk-complaint');
  await desk.goto('/yonetim/basvurular');
  // checkScreen left the window at 360 px, where the queue's rows are cards (the demo's requests fill it).
  const queue = desk
    .getByRole('table', { name: 'Başvuru kuyruğu' })
    .or(desk.getByRole('list', { name: 'Başvuru kuyruğu' }));
  await expect(queue.or(desk.getByText('Süzgece uyan başvuru yok.'))).toBeVisible();
  await checkScreen(desk, testInfo, 'desk-queue');
  await desk.close();

  // The citizen: the answer by SMS and on the lookup.
  expect(await readSms(context, phone, /(Çukur ekiplerimizce onarıldı)/)).toBe('Çukur ekiplerimizce onarıldı');
  await page.getByRole('tab', { name: 'Başvuru sorgula' }).click();
  await page.getByRole('textbox', { name: 'Başvuru numarası' }).fill(trackingNo);
  // The phone alone is no longer a key: a wrong code finds nothing.
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Cep telefonu' })).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'Sorgulama kodu' })
    .fill(accessCode === 'ABCD-EFGH' ? 'ABCD-EFGJ' : 'ABCD-EFGH');
  await page.getByRole('button', { name: 'Sorgula' }).click();
  await expect(
    page.getByText('Bu başvuru numarası ve sorgulama koduyla eşleşen bir başvuru bulunamadı.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Sorgulama kodu' }).fill(accessCode.toLowerCase());
  await page.getByRole('button', { name: 'Sorgula' }).click();
  const card = page.getByRole('article', { name: trackingNo });
  await expect(card.getByText('Çukur ekiplerimizce onarıldı. İlginiz için teşekkür ederiz.')).toBeVisible();
  await expect(card.getByText('Yanıtlandı').first()).toBeVisible();
  await checkScreen(page, testInfo, 'complaint-lookup');
});

test("a member lodges with the account's contact details and finds it under Başvurularım", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, demoMembers.mehmet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ComplaintsAndRequests');
  await expect(page.getByText(/Başvurunuz üyelik bilgilerinizle yapılacak: Mehmet Öztürk/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kod gönder' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Öneri' }).check();
  await page.getByLabel('Konu').selectOption({ label: 'Park ve yeşil alan' });
  // A suggestion is asked what it suggests, and needs no place: it may be about none.
  await page
    .getByRole('textbox', { name: 'Öneriniz nedir? Kısaca anlatınız' })
    .fill('Parka çocuklar için gölgelik yapılmasını öneriyorum.');
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
  const trackingNo = (await page.getByText(/Başvuru numaranız: BM-\d{4}-\d{6}/).textContent())!.match(
    /BM-\d{4}-\d{6}/,
  )![0];

  await page.getByRole('tab', { name: 'Başvurularım' }).click();
  const card = page.getByRole('article', { name: trackingNo });
  await expect(card.getByText('Öneri · Park ve yeşil alan')).toBeVisible();
  await expect(card.getByText('Alındı').first()).toBeVisible();
  await checkScreen(page, testInfo, 'complaints-mine');
});
