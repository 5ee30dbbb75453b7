import { addDays, istanbulToday } from '@ebelediye/finance';
import { serverNow } from './support/clock';
import { turkishDay } from './support/demo-calendar';
import { expect, test } from './support/fixtures';
import { completeOnBankPage } from './support/sandbox-bank';
import { readSms } from './support/membership';
import { checkScreen } from './support/screen-check';
import { demoStaff, signInToDesk } from './support/desk';
import { settingsServer } from './support/settings-server';
import { signIn } from './support/sign-in';

// Subscription contract cancellation end to end (docs/subscriptions.md): Ayşe ends the water contract
// of the flat she rented out (100235, no open debt, deposit 600,00 TL), gives her own meter reading
// with a photo and asks for the deposit back to her IBAN; confirms with the SMS code from the sandbox
// inbox and gets an application number and its PDF. Only the seed has water subscriptions (a member
// cannot open one in demo mode), so this journey needs Ayşe's; its final bill and refund change her
// money state, so it runs on a portal of its own (a fresh demo), and the main portal's journeys that
// read her debts never see it.

const aysePhone = '5321112233';
// A Ziraat IBAN worked by hand (packages/contract/src/identity.test.ts): bank code 00010.
const iban = 'TR68 0001 0000 0012 3456 7890 12';
// The smallest PNG header the server's type sniffing accepts as a photo.
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

test.describe('a member cancels a water subscription', () => {
  test('asks a visitor to sign in first', async ({ page }) => {
    await page.goto('/ContractCancellation');
    await expect(page.getByRole('heading', { level: 1, name: 'Abonelik Sözleşmesi İptali' })).toBeVisible();
    await expect(
      page.getByText('Başvuru yapmak ve başvurularınızı görmek için giriş yapınız.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(/\/session\/signin$/);
  });
});

test.describe('a member cancels a water subscription with a refund', () => {
  const server = settingsServer('contract-cancellation', 7, {});
  test.use({ baseURL: server.baseURL });
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test('chooses the subscription, gives the move-out date, reading and photo, an IBAN in her name, confirms by SMS and gets the application and its PDF', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    // One application from the form to the ended contract, each step needing the one before: about
    // 80 s on a busy machine (load 20); the limit only ends a hung run.
    test.setTimeout(240_000);
    const moveOut = addDays(istanbulToday(serverNow()), 7);
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The side nav is full on any page but home (SPEC §2).
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
    // The side menu shows the screen under "Abonelik İşlemleri" now that it exists (decision 003).
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const link = nav.getByRole('link', { name: /^Abonelik Sözleşmesi İptali/ });
    // The menu arrives after the page (RetrieveMenus, rendered deferred): wait for its group, then open
    // it only if it is closed (the current page's group opens by itself; a click would close it).
    const group = nav.getByRole('button', { name: 'Abonelik İşlemleri' });
    await expect(group).toBeVisible();
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await link.click();
    await expect(page).toHaveURL(/\/ContractCancellation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Abonelik Sözleşmesi İptali' })).toBeVisible();

    // Her two subscriptions with address, type and status; 100234 owes water bills, so its deposit
    // can only be set against them.
    const choices = page.getByRole('radiogroup', { name: 'İptal edilecek aboneliği seçiniz' });
    await expect(choices.getByRole('radio', { name: /^100234 · Gerçek kişi · Cumhuriyet Mah\./ })).toBeVisible();
    await choices.getByRole('radio', { name: /^100234/ }).check();
    await expect(page.getByText(/Toplam açık borç: ₺602,25/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /IBAN ile iade edilsin/ })).toBeDisabled();
    await choices.getByRole('radio', { name: /^100235 · Gerçek kişi · Atatürk Mah\. Gül Cad\. No: 47/ }).check();
    await expect(page.getByText('Güvence bedeli: ₺600,00')).toBeVisible();
    await expect(page.getByText('Aboneliğin ödenmemiş borcu yok.')).toBeVisible();

    await page.getByLabel('Taşınma tarihi').fill(turkishDay(moveOut));
    await page.getByLabel('Sayaç okuması (m³, isteğe bağlı)').fill('431');
    await page
      .getByTestId('meter-photo-input')
      .setInputFiles({ name: 'sayac.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Fotoğraf eklendi: sayac.png')).toBeVisible();

    await page.getByRole('radio', { name: /IBAN ile iade edilsin/ }).check();
    await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill(iban);
    await expect(page.getByText('Banka: T.C. Ziraat Bankası A.Ş.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Şube (isteğe bağlı)' }).click();
    await page.getByRole('option', { name: /^Yeşilvadi Şubesi \(1234\)/ }).click();
    // Someone else's name first: refused in Turkish after the SMS code, nothing saved.
    await page.getByRole('textbox', { name: 'Hesap sahibinin adı soyadı' }).fill('Mehmet Öztürk');
    await expect(page.getByRole('region', { name: 'İptal şartları' })).toContainText('Güvence bedeli');
    await page.getByRole('checkbox', { name: 'Şartları okudum ve kabul ediyorum.' }).check();
    await checkScreen(page, testInfo, 'contract-cancellation-form');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Onay kodu gönder' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Onay kodu (532) *** ** 33' })).toBeVisible();
    const code = await readSms(context, aysePhone, /abonelik sözleşmesi iptali onay kodunuz: (\d{6})/);
    await page.getByLabel('SMS onay kodu').fill(code);
    await page.getByRole('button', { name: 'Başvuruyu onayla' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Güvence bedeli yalnızca abonenin kendi adına açılmış bir hesaba iade edilir.',
    );
    await page.getByRole('textbox', { name: 'Hesap sahibinin adı soyadı' }).fill('Ayşe Yılmaz');
    await page.getByRole('button', { name: 'Başvuruyu onayla' }).click();

    // The application: number, state, what was asked, the first step with its date, the PDF.
    await expect(page).toHaveURL(/\/ContractCancellation\?basvuru=SI\d{10}$/);
    const applicationNo = new URL(page.url()).searchParams.get('basvuru')!;
    await expect(page.getByRole('heading', { name: `Başvuru no: ${applicationNo}` })).toBeVisible();
    await expect(page.getByTestId('cancellation-state')).toHaveText('Durum: Başvuru alındı');
    await expect(
      page.getByText(
        'TR68 **** **** **** **** **90 12 · T.C. Ziraat Bankası A.Ş. · Yeşilvadi Şubesi (1234) · Ayşe Yılmaz',
      ),
    ).toBeVisible();
    const steps = page.getByRole('list', { name: 'Adımlar' });
    await expect(steps).toContainText(
      `Başvuru alındı: taşınma tarihi ${turkishDay(moveOut)}, güvence bedeli ₺600,00 IBAN'a iade edilecek.`,
    );
    const pdf = await page.request.get(`/api/contract-cancellations/${applicationNo}.pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await readSms(context, aysePhone, new RegExp(`Başvuru no: (${applicationNo})`));
    await checkScreen(page, testInfo, 'contract-cancellation-application');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The desk (/yonetim, in a tab of its own): the cancellation desk's own operator schedules
    // the reading, records it and issues the final bill (decision 056).
    const desk = await context.newPage();
    await signInToDesk(desk, context, demoStaff.subscriptions);
    await desk
      .getByRole('navigation', { name: 'Masa menüsü' })
      .getByRole('link', { name: 'Abonelik İptalleri' })
      .click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Abonelik İptalleri' })).toBeVisible();
    const card = desk.getByRole('region', { name: new RegExp(`^${applicationNo} · 100235`) });
    // The queue masks the IBAN; the whole number is one (recorded) click away.
    await expect(card).toContainText('TR68 **** **** **** **** **90 12 · T.C. Ziraat Bankası A.Ş.');
    await card.getByRole('button', { name: "IBAN'ı göster" }).click();
    await expect(card).toContainText('TR68 0001 0000 0012 3456 7890 12 · T.C. Ziraat Bankası A.Ş.');
    await checkScreen(desk, testInfo, 'desk-contract-cancellations');
    await desk.setViewportSize({ width: 1280, height: 800 });
    const readingDay = addDays(istanbulToday(serverNow()), 2);
    await card.getByLabel('Okuma tarihi').fill(turkishDay(readingDay));
    await card.getByRole('button', { name: 'Okumayı planla' }).click();
    await expect(card).toContainText('Sayaç okuması planlandı');
    await card.getByLabel('Son okuma (m³)').fill('431');
    await card.getByLabel('Okuma tarihi').fill(turkishDay(readingDay));
    await card.getByRole('button', { name: 'Okumayı kaydet' }).click();
    await expect(card).toContainText('Son sayaç okuması yapıldı: 431 m³');
    // 431 − 412 = 19 m³ at the demo tariff's 42,50 TL: 807,50 TL expected (decision 057).
    await expect(card).toContainText('19 m³ × ₺42,50 = ₺807,50; onaysız kesilebilecek aralık ₺496,00 – ₺1.119,00');
    // A slip of the finger (an extra zero) is outside the range: a proposal awaiting a second operator, not a debt.
    await card.getByLabel('Fatura tutarı (TL)').fill('8075,00');
    await card.getByLabel('Son ödeme tarihi').fill(turkishDay(addDays(istanbulToday(serverNow()), 20)));
    await card.getByRole('button', { name: 'Son faturayı kes' }).click();
    await expect(card.getByRole('status')).toContainText(
      'fatura tutarı beklenen aralığın dışında; ikinci bir abonelik operatörünün onayını bekliyor',
    );
    await expect(card).toContainText('Onay bekleyen fatura');
    await expect(card).toContainText('Bu faturayı siz önerdiniz; onayı başka bir abonelik operatörü verir.');
    await card.getByLabel('Fatura tutarı (TL)').fill('807,50');
    await card.getByRole('button', { name: 'Son faturayı kes' }).click();
    await expect(card).toContainText('Son fatura kesildi');
    await readSms(context, aysePhone, /son faturanız (₺807,50)/);
    // Decision 040: no refund and no closing is offered before the final bill is paid; the card says why.
    await expect(card.getByLabel('Dekont numarası')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Sözleşmeyi sonlandır' })).toHaveCount(0);
    await expect(card).toContainText(
      'Güvence bedeli son fatura ödendikten sonra iade edilir; son fatura henüz ödenmedi.',
    );

    // The member pays the final bill by card from the application page, through the sandbox bank's 3D page.
    await page.reload();
    await expect(page.getByTestId('cancellation-state')).toHaveText('Durum: Son fatura kesildi');
    await expect(page.getByRole('list', { name: 'Adımlar' })).toContainText(
      `Son sayaç okuması ${turkishDay(readingDay)} gününe planlandı.`,
    );
    await page.getByRole('button', { name: 'Son faturayı kartla öde (₺807,50)' }).click();
    await expect(page).toHaveURL(/\/ziraat-banka$/);
    await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
    await page.getByRole('button', { name: 'Bankanın güvenli sayfasına git' }).click();
    await completeOnBankPage(page, 'Onayla');
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();

    // The one who issued the bill does not pay the refund out: the second operator records it (in a
    // browser of their own) and ends the contract.
    await desk.reload();
    await expect(card).toContainText('ödendi');
    await expect(card).toContainText('Son faturayı siz kestiniz; iadeyi başka bir abonelik operatörü kaydeder.');
    await expect(card.getByLabel('Dekont numarası')).toHaveCount(0);
    const secondContext = await browser.newContext({ baseURL: server.baseURL });
    const second = await secondContext.newPage();
    await second.setViewportSize({ width: 1280, height: 800 });
    await signInToDesk(second, secondContext, demoStaff.subscriptionsSecond);
    await second.goto('/yonetim/sozlesme-iptalleri');
    const secondCard = second.getByRole('region', { name: new RegExp(`^${applicationNo} · 100235`) });
    await expect(secondCard).toContainText('Selin Koç');
    await secondCard.getByLabel('Dekont numarası').fill('EFT-DEMO-0001');
    await secondCard.getByRole('button', { name: 'İadeyi kaydet' }).click();
    await expect(secondCard).toContainText('dekont EFT-DEMO-0001');
    await secondCard.getByRole('button', { name: 'Sözleşmeyi sonlandır' }).click();
    await expect(secondCard).toContainText('Sözleşme sonlandırıldı');
    await secondContext.close();

    // The member sees every step with its date, and the subscription cancelled.
    await page.goto(`/ContractCancellation?basvuru=${applicationNo}`);
    await expect(page.getByTestId('cancellation-state')).toHaveText('Durum: Sözleşme sonlandırıldı');
    const all = page.getByRole('list', { name: 'Adımlar' });
    // The step list includes the final bill paid, with its receipt.
    await expect(all.getByRole('listitem')).toHaveCount(7);
    await expect(all).toContainText(/Son fatura ödendi \(makbuz [^)]+\)\./);
    await expect(all).toContainText("Güvence bedeli iadesi ₺600,00 IBAN'ınıza gönderildi (dekont EFT-DEMO-0001).");
    await expect(all).toContainText('Abonelik sözleşmesi sonlandırıldı.');
    await readSms(context, aysePhone, /(100235) numaralı aboneliğinizin sözleşmesi sonlandırıldı/);
    await page.goto('/ContractCancellation');
    await expect(page.getByRole('radio', { name: /^100235 .* İptal edilmiş$/ })).toBeDisabled();
  });
});
