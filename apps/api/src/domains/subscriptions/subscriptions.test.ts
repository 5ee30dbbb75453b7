import { cancellationMessages } from '@ebelediye/contract';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accruals,
  contractCancellationEvents,
  contractCancellations,
  smsOutbox,
  staffActions,
  subscriptions,
  throttles,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { payAtBank, postForm, startPayment } from '../../test/bank';
import { sessionCookieOf, signIn } from '../../test/session';
import { signInStaff } from '../../test/staff';

// The template is seeded for 2026-11-23 (test/database.ts). Ayşe (R-DEMO-1) has 100234 with two unpaid
// water bills (312.50 + 289.75 TL, deposit 450.00) and 100235 with no debt (deposit 600.00); Mehmet has
// 100871. ContractCancellationMaxPastDays is 30 in the demo: move-out from 24.10.2026 to 21.02.2027.
const day = new Date('2026-11-23T09:00:00Z');
const aysePhone = '5321112233';
// Worked: BBAN 00010 0 0000123456789012 + "TR00" → 98 − (… mod 97) = 68 (packages/contract identity.test.ts).
const ziraatIban = 'TR68 0001 0000 0012 3456 7890 12';
const pngBase64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

describe('subscriptions and contract cancellation', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let mehmet: Record<string, string>;
  let desk: Record<string, string>;
  /** A second subscriptions operator: the refund is not recorded by the one who issued the bill (decision 057). */
  let desk2: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    // First, on the real clock: the staff code goes out through the outbox job, whose run also prunes
    // sessions idle by the real clock (which the members' sessions on the test's day would seem).
    desk = await signInStaff(t, 'demo.abone');
    desk2 = await signInStaff(t, 'demo.abone2');
    t.setNow(day);
    ayse = await signIn(t, '10000000146', 'Demo2026');
    mehmet = await signIn(t, '17291716060', 'Demo2026');
  });
  afterAll(() => t.close());

  let addresses = 0;
  /** A new code; sign-up's SMS throttle (3 a phone in 15 minutes) is tested elsewhere and reset here. */
  async function sendCode(cookie = ayse, phone = aysePhone) {
    await t.db.delete(throttles).where(like(throttles.key, 'sms-%'));
    // From another address each time: the per-minute rate limit of the call is not what these tests are about.
    const sent = await t.call(
      'SendContractCancellationConfirmationCode',
      {},
      { headers: cookie, remoteAddress: `10.0.0.${++addresses}` },
    );
    expect(sent.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(row.body).toContain('abonelik sözleşmesi iptali onay kodunuz');
    return {
      operationReferenceNumber: sent.json().operationReferenceNumber as string,
      userEntredCode: /(\d{6})/.exec(row.body)![1],
      maskedPhone: sent.json().maskedPhone,
    };
  }

  const ibanBody = (extra: Record<string, unknown> = {}) => ({
    subscriberNo: '100235',
    moveOutDate: '2026-11-30',
    meterReading: 431,
    depositMethod: 'iban',
    iban: ziraatIban,
    accountHolder: 'AYŞE YILMAZ',
    branchCode: '1234',
    expectedOpenDebtsKurus: 0,
    acceptTerms: true,
    ...extra,
  });

  it('refuses every member call to a visitor who is not signed in, and every desk call to a member', async () => {
    for (const [name, body] of [
      ['GetSubscriptionList', {}],
      ['GetSubscriberListByIdentityNumber', {}],
      ['GetSubscriberAddressString', { subscriberNo: '100234' }],
      ['ValidateSubscriberNo', { subscriberNo: '100234' }],
      ['GetContractCancellationPreview', { subscriberNo: '100234' }],
      ['SendContractCancellationConfirmationCode', {}],
      ['StartElectronicStateContractCancellation', {}],
      ['GetContractCancellationList', {}],
      ['GetContractCancellationDetail', { applicationNo: 'SI2026000001' }],
      ['WithdrawContractCancellation', { applicationNo: 'SI2026000001' }],
      ['GetContractCancellationQueue', {}],
    ] as const) {
      const response = await t.call(name, body);
      expect(response.statusCode, name).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contract-cancellations/SI2026000001.pdf' })).statusCode,
    ).toBe(401);
    for (const name of [
      'GetContractCancellationQueue',
      'ScheduleContractCancellationReading',
      'RecordContractCancellationReading',
      'IssueContractCancellationFinalBill',
      'RecordContractCancellationRefund',
      'CloseContractCancellation',
      'RejectContractCancellation',
    ]) {
      expect((await t.call(name, {}, { headers: ayse })).statusCode, name).toBe(403);
    }
  });

  it('lists the member’s own subscriptions with address, type and status, and refuses another registry’s', async () => {
    const { subscriptions: mine } = (await t.call('GetSubscriptionList', {}, { headers: ayse })).json();
    expect(
      mine.map((s: { subscriberNo: string; typeName: string; status: string }) => [
        s.subscriberNo,
        s.typeName,
        s.status,
      ]),
    ).toEqual([
      ['100234', 'Gerçek kişi', 'active'],
      ['100235', 'Gerçek kişi', 'active'],
    ]);
    expect(mine[1].address).toBe('Atatürk Mah. Gül Cad. No: 47 İç Kapı: 2, Yeşilvadi');
    expect(
      (await t.call('GetSubscriberListByIdentityNumber', {}, { headers: ayse })).json().subscriptions,
    ).toHaveLength(2);
    expect((await t.call('GetSubscriberAddressString', { subscriberNo: '100235' }, { headers: ayse })).json()).toEqual({
      address: 'Atatürk Mah. Gül Cad. No: 47 İç Kapı: 2, Yeşilvadi',
    });
    const foreign = await t.call('GetSubscriberAddressString', { subscriberNo: '100871' }, { headers: ayse });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Message).toBe('Bu abonelik size ait değil.');
    expect((await t.call('ValidateSubscriberNo', { subscriberNo: '100235' }, { headers: ayse })).json()).toEqual({
      valid: true,
      status: 'active',
    });
    expect((await t.call('ValidateSubscriberNo', { subscriberNo: '100871' }, { headers: ayse })).json()).toEqual({
      valid: false,
      status: null,
    });
    const bad = await t.call('ValidateSubscriberNo', { subscriberNo: '12ab' }, { headers: ayse });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Abone numarası 4–12 haneli bir sayıdır.');
  });

  it('finds the bank from the IBAN’s code and the branches of a bank, each with its source, without a session', async () => {
    const { banks } = (await t.call('GetBankList', {})).json();
    expect(banks.find((b: { code: string }) => b.code === '00010')).toMatchObject({
      name: 'T.C. Ziraat Bankası A.Ş.',
      source: expect.stringContaining('TCMB EFT'),
    });
    expect(banks.map((b: { code: string }) => b.code)).toEqual(expect.arrayContaining(['00012', '00015', '00064']));
    const ziraat = (await t.call('GetBankBranchList', { bankCode: '00010' })).json();
    expect(ziraat.bank.name).toBe('T.C. Ziraat Bankası A.Ş.');
    expect(ziraat.branches.map((b: { code: string; demo: boolean }) => [b.code, b.demo])).toEqual([
      ['1234', true],
      ['1235', true],
    ]);
    expect((await t.call('GetBankBranchList', { bankCode: '00061' })).statusCode).toBe(404);
    expect((await t.call('GetBankBranchList', { bankCode: '61' })).json().Message).toBe(
      'Banka kodu 5 haneli bir sayıdır.',
    );
  });

  it('previews a subscription with its deposit, open debts, move-out window and terms; another registry’s is refused', async () => {
    const response = await t.call('GetContractCancellationPreview', { subscriberNo: '100234' }, { headers: ayse });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({
      subscriberNo: '100234',
      depositKurus: 45_000,
      lastReading: 1_284,
      openDebtsKurus: 31_250 + 28_975,
      moveOutEarliest: '2026-10-24',
      moveOutLatest: '2027-02-21',
      holderName: 'Ayşe Yılmaz',
      openApplicationNo: null,
    });
    expect(preview.openDebts.map((d: { principalKurus: number }) => d.principalKurus)).toEqual([31_250, 28_975]);
    expect(preview.terms).toContain('Güvence bedeli');
    const other = await t.call('GetContractCancellationPreview', { subscriberNo: '100871' }, { headers: ayse });
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBe(cancellationMessages.notYourSubscription);
    expect(
      (await t.call('GetContractCancellationPreview', { subscriberNo: '999999' }, { headers: ayse })).statusCode,
    ).toBe(404);
  });

  it('refuses in Turkish and saves nothing: bad IBAN, someone else’s name, debts with an IBAN refund, dates out of range, changed debts, a wrong code, no terms', async () => {
    const code = await sendCode();
    expect(code.maskedPhone).toBe('(532) *** ** 33');
    // A wrong code first: it counts against the code's tries and nothing else happens.
    const wrong = await t.call(
      'StartElectronicStateContractCancellation',
      { ...ibanBody(), ...code, userEntredCode: code.userEntredCode === '000000' ? '111111' : '000000' },
      { headers: ayse },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toMatch(/^Doğrulama kodu hatalı\./);
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [ibanBody({ iban: 'TR69 0001 0000 0012 3456 7890 12' }), 400, /kontrol basamakları tutmuyor/],
      [
        ibanBody({ iban: 'TR33 0006 1005 1978 6457 8413 26' }),
        400,
        "IBAN'daki banka kodu (00061) bankalar listesinde yok. Lütfen IBAN'ı kontrol ediniz.",
      ],
      [
        ibanBody({ accountHolder: 'Mehmet Öztürk' }),
        400,
        'Güvence bedeli yalnızca abonenin kendi adına açılmış bir hesaba iade edilir. Hesap sahibi adı abone adıyla (Ayşe Yılmaz) aynı olmalıdır.',
      ],
      [ibanBody({ accountHolder: null }), 400, cancellationMessages.accountHolderRequired],
      [ibanBody({ iban: null }), 400, cancellationMessages.ibanRequired],
      [ibanBody({ branchCode: '0654' }), 400, cancellationMessages.branchUnknown],
      [ibanBody({ moveOutDate: '2026-10-23' }), 400, 'Taşınma tarihi en erken 24.10.2026 olabilir.'],
      [ibanBody({ moveOutDate: '2027-02-22' }), 400, 'Taşınma tarihi en geç 21.02.2027 olabilir.'],
      [
        ibanBody({ moveOutDate: '2026-02-30' }),
        400,
        'Taşınma tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
      ],
      [
        ibanBody({ subscriberNo: '100234', expectedOpenDebtsKurus: 60_225 }),
        400,
        cancellationMessages.openDebtsWithIban,
      ],
      [
        ibanBody({ subscriberNo: '100234', depositMethod: 'offset', expectedOpenDebtsKurus: 1 }),
        409,
        cancellationMessages.debtsChanged,
      ],
      [ibanBody({ subscriberNo: '100871' }), 403, cancellationMessages.notYourSubscription],
      [ibanBody({ acceptTerms: false }), 400, cancellationMessages.termsNotAccepted],
      [ibanBody({ meterReading: -1 }), 400, 'Sayaç okuması negatif olamaz.'],
      [ibanBody({ depositMethod: 'cash' }), 400, 'Güvence bedelinin nasıl iade edileceğini seçiniz.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await t.call(
        'StartElectronicStateContractCancellation',
        { ...body, ...code },
        { headers: ayse, remoteAddress: '10.0.1.1' },
      );
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(status);
      if (typeof message === 'string') expect(response.json().Message).toBe(message);
      else expect(response.json().Message).toMatch(message);
    }
    expect(await t.db.select().from(contractCancellations)).toHaveLength(0);
  });

  it('refuses a meter photo that is not the member’s or not an image', async () => {
    const code = await sendCode();
    const pdf = (
      await t.call(
        'UploadFile',
        {
          key: 'Declaration_TempFileList',
          fileName: 'sayac.pdf',
          contentBase64: Buffer.from('%PDF-1.4 x').toString('base64'),
        },
        { headers: ayse },
      )
    ).json();
    const notImage = await t.call(
      'StartElectronicStateContractCancellation',
      { ...ibanBody({ meterPhotoFileId: pdf.fileId }), ...code },
      { headers: ayse },
    );
    expect(notImage.json().Message).toBe(cancellationMessages.photoNotImage);
    const his = (
      await t.call(
        'UploadFile',
        { key: 'Declaration_TempFileList', fileName: 'sayac.png', contentBase64: pngBase64 },
        { headers: mehmet },
      )
    ).json();
    const notMine = await t.call(
      'StartElectronicStateContractCancellation',
      { ...ibanBody({ meterPhotoFileId: his.fileId }), ...code },
      { headers: ayse },
    );
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().Message).toBe(cancellationMessages.photoNotFound);
  });

  let applicationNo: string;

  it('saves once with the SMS code: application number, timeline, SMS, PDF; a double submit returns the same application', async () => {
    const photo = (
      await t.call(
        'UploadFile',
        { key: 'Declaration_TempFileList', fileName: 'sayac.png', contentBase64: pngBase64 },
        { headers: ayse },
      )
    ).json();
    const code = await sendCode();
    const body = { ...ibanBody({ meterPhotoFileId: photo.fileId, accountHolder: 'ayse  yilmaz' }), ...code };
    const [first, second] = await Promise.all([
      t.call('StartElectronicStateContractCancellation', body, { headers: ayse }),
      t.call('StartElectronicStateContractCancellation', body, { headers: ayse }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const application = first.json();
    applicationNo = application.applicationNo;
    expect(applicationNo).toMatch(/^SI2026\d{6}$/);
    expect(second.json().applicationNo).toBe(applicationNo);
    expect(await t.db.select().from(contractCancellations)).toHaveLength(1);
    expect(application).toMatchObject({
      subscriberNo: '100235',
      state: 'REQUESTED',
      stateName: 'Başvuru alındı',
      moveOutDate: '2026-11-30',
      memberReading: 431,
      hasMeterPhoto: true,
      depositKurus: 60_000,
      depositMethod: 'iban',
      ibanMasked: 'TR68 **** **** **** **** **90 12',
      ibanForDesk: null,
      bankName: 'T.C. Ziraat Bankası A.Ş.',
      branchName: 'Yeşilvadi Şubesi (1234)',
      finalBill: null,
      pdfUrl: `/api/contract-cancellations/${applicationNo}.pdf`,
    });
    expect(application.events).toEqual([
      expect.objectContaining({
        state: 'REQUESTED',
        text: "Başvuru alındı: taşınma tarihi 30.11.2026, güvence bedeli ₺600,00 IBAN'a iade edilecek.",
      }),
    ]);
    const [notice] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.purpose, 'notice'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(notice).toMatchObject({ phone: aysePhone, body: expect.stringContaining(`Başvuru no: ${applicationNo}`) });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/contract-cancellations/${applicationNo}.pdf`,
      headers: ayse,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/contract-cancellations/${applicationNo}.pdf`, headers: mehmet }))
        .statusCode,
    ).toBe(403);
  });

  it('allows one open application per subscription', async () => {
    const preview = (
      await t.call('GetContractCancellationPreview', { subscriberNo: '100235' }, { headers: ayse })
    ).json();
    expect(preview.openApplicationNo).toBe(applicationNo);
    const again = await t.call(
      'StartElectronicStateContractCancellation',
      { ...ibanBody(), ...(await sendCode()) },
      { headers: ayse },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(cancellationMessages.openApplication);
  });

  it('shows the application to its owner only', async () => {
    expect(
      (await t.call('GetContractCancellationDetail', { applicationNo }, { headers: ayse })).json().applicationNo,
    ).toBe(applicationNo);
    const other = await t.call('GetContractCancellationDetail', { applicationNo }, { headers: mehmet });
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBe(cancellationMessages.notYourApplication);
    expect(
      (await t.call('GetContractCancellationDetail', { applicationNo: 'SI2026999999' }, { headers: ayse })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GetContractCancellationDetail', { applicationNo: 'X1' }, { headers: ayse })).json().Message,
    ).toBe('Başvuru numarası geçersiz.');
    expect(
      (await t.call('GetContractCancellationList', {}, { headers: ayse }))
        .json()
        .applications.map((a: { applicationNo: string }) => a.applicationNo),
    ).toEqual([applicationNo]);
    expect((await t.call('GetContractCancellationList', {}, { headers: mehmet })).json().applications).toEqual([]);
    const theirs = await t.call('WithdrawContractCancellation', { applicationNo }, { headers: mehmet });
    expect(theirs.statusCode).toBe(403);
  });

  it('lets the member withdraw before the reading, once; the subscription stays active', async () => {
    const withdrawn = await t.call('WithdrawContractCancellation', { applicationNo }, { headers: ayse });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ state: 'WITHDRAWN', stateName: 'Geri çekildi' });
    expect(withdrawn.json().events.map((e: { state: string }) => e.state)).toEqual(['REQUESTED', 'WITHDRAWN']);
    const twice = await t.call('WithdrawContractCancellation', { applicationNo }, { headers: ayse });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe(cancellationMessages.cannotWithdraw);
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.subscriberNo, '100235'));
    expect(subscription.status).toBe('active');
    expect(
      (await t.call('GetContractCancellationPreview', { subscriberNo: '100235' }, { headers: ayse })).json()
        .openApplicationNo,
    ).toBeNull();
  });

  it('takes an offset application on a subscription with open debts when the member saw them', async () => {
    const response = await t.call(
      'StartElectronicStateContractCancellation',
      {
        subscriberNo: '100234',
        moveOutDate: '2026-11-23',
        depositMethod: 'offset',
        expectedOpenDebtsKurus: 60_225,
        acceptTerms: true,
        ...(await sendCode()),
      },
      { headers: ayse },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      depositMethod: 'offset',
      ibanMasked: null,
      openDebtsAtApplicationKurus: 60_225,
      memberReading: null,
      hasMeterPhoto: false,
    });
    const events = await t.db.select().from(contractCancellationEvents);
    expect(events.at(-1)?.text).toBe(
      'Başvuru alındı: taşınma tarihi 23.11.2026, güvence bedeli ₺450,00 borçlara mahsup edilecek.',
    );
  });

  it('refuses an application while a card payment on one of its debts is under way', async () => {
    const [bill] = await t.db.select().from(accruals).where(eq(accruals.subscriberNo, '100871'));
    const { gateway } = await startPayment(t, mehmet, [bill.id]);
    const response = await t.call(
      'StartElectronicStateContractCancellation',
      {
        subscriberNo: '100871',
        moveOutDate: '2026-11-23',
        depositMethod: 'offset',
        expectedOpenDebtsKurus: 41_520,
        acceptTerms: true,
        ...(await sendCode(mehmet, '5332223344')),
      },
      { headers: mehmet },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe(cancellationMessages.debtInPayment);
    const callback = await payAtBank(t, gateway, 'decline');
    await postForm(t, callback!.action, callback!.fields, mehmet);
  });

  it('lets someone signed in through e-Devlet without an account apply: the code goes to the mobile in the registry', async () => {
    // Zeynep Kaya (R-DEMO-3) has no membership; a subscription of hers is added for this test.
    await t.db.insert(subscriptions).values({
      subscriberNo: '100990',
      registryOid: 'R-DEMO-3',
      type: 'G',
      address: 'Cumhuriyet Mah. Lale Sok. No: 3, Yeşilvadi',
      startedAt: '2020-01-01',
      depositKurus: 30_000,
    });
    const { url } = (await t.call('GetEDevletAuthorizationUrl')).json();
    const address = new URL(url, 'http://local');
    const back = await t.app.inject({
      method: 'POST',
      url: address.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(address.searchParams),
        tckn: '23456789060',
        outcome: 'ok',
        decision: 'allow',
      }).toString(),
    });
    const { code, state } = Object.fromEntries(new URL(String(back.headers.location), 'http://local').searchParams);
    const { token } = (await t.call('LoginViaEDevlet', { edevlet_url: '/e-devlet-girisi', code, state })).json();
    await t.call('GetPersonInfoViaEDevlet', {
      accessToken: token,
      resourceId: 1,
      kapsam: 'Ad-Soyad',
      clientId: 'yesilvadi-demo',
    });
    const zeynep = sessionCookieOf(await t.call('SaveEDevletLogin', { token, registryOid: 'R-DEMO-3' }));

    expect(
      (await t.call('GetContractCancellationPreview', { subscriberNo: '100990' }, { headers: zeynep })).json(),
    ).toMatchObject({ holderName: 'Zeynep Kaya', depositKurus: 30_000 });
    expect(
      (await t.call('GetContractCancellationPreview', { subscriberNo: '100234' }, { headers: zeynep })).statusCode,
    ).toBe(403);
    const sent = await sendCode(zeynep, '5343334455');
    expect(sent.maskedPhone).toBe('(534) *** ** 55');
    const applied = await t.call(
      'StartElectronicStateContractCancellation',
      {
        subscriberNo: '100990',
        moveOutDate: '2026-12-01',
        depositMethod: 'offset',
        expectedOpenDebtsKurus: 0,
        acceptTerms: true,
        ...sent,
      },
      { headers: zeynep },
    );
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ subscriberNo: '100990', holderName: 'Zeynep Kaya', state: 'REQUESTED' });
    // A code sent to Zeynep cannot confirm Ayşe's application.
    const foreign = await t.call(
      'StartElectronicStateContractCancellation',
      { ...ibanBody(), ...(await sendCode(zeynep, '5343334455')) },
      { headers: ayse },
    );
    expect(foreign.statusCode).toBe(400);
  });

  describe('at the desk', () => {
    let ibanNo: string;
    let offsetNo: string;

    const step = (name: string, body: Record<string, unknown>, headers = desk) =>
      t.call(name, body, { headers, remoteAddress: '10.0.2.1' });
    const detail = async (no: string, cookie = ayse) =>
      (await t.call('GetContractCancellationDetail', { applicationNo: no }, { headers: cookie })).json();
    const lastNotice = async (phone = aysePhone) =>
      (await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1))[0]
        .body;

    it('lists the applications for staff with the IBAN masked, shows it in full on the detail, and refuses a visitor', async () => {
      const applied = await t.call(
        'StartElectronicStateContractCancellation',
        { ...ibanBody({ moveOutDate: '2026-11-28' }), ...(await sendCode()) },
        { headers: ayse },
      );
      expect(applied.statusCode).toBe(200);
      ibanNo = applied.json().applicationNo;
      const queue = (await step('GetContractCancellationQueue', { state: 'REQUESTED' })).json().applications;
      // Oldest first: Ayşe's offset application, Zeynep's (e-Devlet), then Ayşe's new IBAN one.
      expect(queue.map((a: { subscriberNo: string }) => a.subscriberNo)).toEqual(['100234', '100990', '100235']);
      offsetNo = queue[0].applicationNo;
      expect(queue[2]).toMatchObject({
        applicationNo: ibanNo,
        ibanForDesk: null,
        ibanMasked: 'TR68 **** **** **** **** **90 12',
        holderName: 'Ayşe Yılmaz',
      });
      expect((await step('GetDeskContractCancellation', { applicationNo: ibanNo })).json()).toMatchObject({
        ibanForDesk: 'TR68 0001 0000 0012 3456 7890 12',
      });
      expect((await t.call('GetContractCancellationQueue', {})).statusCode).toBe(401);
      expect((await step('GetContractCancellationQueue', { state: 'X' })).json().Message).toBe('Durum geçersiz.');
    });

    it('schedules the reading, records it, issues the final bill; each step reaches the member by SMS and on the timeline', async () => {
      const scheduled = await step('ScheduleContractCancellationReading', {
        applicationNo: ibanNo,
        readingDate: '2026-11-27',
      });
      expect(scheduled.statusCode).toBe(200);
      expect(scheduled.json().state).toBe('READING_SCHEDULED');
      expect(await lastNotice()).toContain('son sayaç okuması 27.11.2026 günü yapılacak');
      expect(
        (await step('ScheduleContractCancellationReading', { applicationNo: ibanNo, readingDate: '2026-11-27' })).json()
          .Message,
      ).toBe('Başvuru bu işlem için uygun durumda değil (Sayaç okuması planlandı).');
      expect(
        (
          await step('IssueContractCancellationFinalBill', {
            applicationNo: ibanNo,
            amountKurus: 80_750,
            dueDate: '2026-12-15',
          })
        ).json().Message,
      ).toBe(cancellationMessages.readingMissing);

      const low = await step('RecordContractCancellationReading', {
        applicationNo: ibanNo,
        finalReading: 400,
        readingDate: '2026-11-27',
      });
      expect(low.statusCode).toBe(400);
      expect(low.json().Message).toBe('Son okuma, aboneliğin bir önceki okumasından (412 m³) küçük olamaz.');
      expect(
        (
          await step('RecordContractCancellationReading', {
            applicationNo: ibanNo,
            finalReading: 431,
            readingDate: '2026-11-27',
          })
        ).statusCode,
      ).toBe(200);
      expect(await lastNotice()).toContain('son sayaç okuması 431 m³ olarak kaydedildi');
      const late = await t.call('WithdrawContractCancellation', { applicationNo: ibanNo }, { headers: ayse });
      expect(late.statusCode).toBe(409);
      expect(late.json().Message).toBe(cancellationMessages.cannotWithdraw);
      expect(
        (await step('RejectContractCancellation', { applicationNo: ibanNo, reason: 'Sayaç mühürsüz bulundu.' }))
          .statusCode,
      ).toBe(409);

      // 19 m³ × 42,50 TL (the demo tariff) = 807,50 TL: within the plausible range, issued at once.
      const billed = await step('IssueContractCancellationFinalBill', {
        applicationNo: ibanNo,
        amountKurus: 80_750,
        dueDate: '2026-12-15',
      });
      expect(billed.statusCode).toBe(200);
      expect(billed.json()).toMatchObject({
        state: 'FINAL_BILLED',
        offsetKurus: 0,
        refundDueKurus: 60_000,
        finalBill: { amountKurus: 80_750, paid: false, dueDate: '2026-12-15' },
      });
      expect(await lastNotice()).toContain('son faturanız ₺807,50, son ödeme 15.12.2026');
      const mine = await detail(ibanNo);
      expect(mine.events.map((e: { state: string | null }) => e.state)).toEqual([
        'REQUESTED',
        'READING_SCHEDULED',
        null,
        'FINAL_BILLED',
      ]);
      expect(mine.ibanForDesk).toBeNull();
      expect(mine.events[2].text).toBe('Son sayaç okuması yapıldı: 431 m³ (27.11.2026).');
    });

    it('closes only when the final bill is paid (by card, like any debt) and the refund is recorded', async () => {
      const notPaid = await step('CloseContractCancellation', { applicationNo: ibanNo });
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json().Message).toBe(cancellationMessages.billNotPaid);
      // Decision 040: the deposit goes back "after the final bill is paid" — before, the refund was recorded (200).
      const smsBefore = await lastNotice();
      const early = await step(
        'RecordContractCancellationRefund',
        { applicationNo: ibanNo, reference: 'EFT-2026-0041' },
        desk2,
      );
      expect(early.statusCode).toBe(409);
      expect(early.json().Message).toBe(
        'Güvence bedeli son fatura ödendikten sonra iade edilir; son fatura henüz ödenmedi.',
      );
      const [untouched] = await t.db
        .select()
        .from(contractCancellations)
        .where(eq(contractCancellations.applicationNo, ibanNo));
      expect(untouched).toMatchObject({ refundedAt: null, refundReference: null, refundChannel: null });
      expect(await lastNotice()).toBe(smsBefore);
      // The desk is told why instead of being offered a step that would fail.
      expect((await step('GetDeskContractCancellation', { applicationNo: ibanNo })).json()).toMatchObject({
        refundBlockedBy: cancellationMessages.refundBeforeBillPaid,
        closeBlockedBy: cancellationMessages.billNotPaid,
        owedNow: { totalKurus: 80_750 },
      });
      const bill = (await detail(ibanNo)).finalBill;
      const { gateway } = await startPayment(t, ayse, [bill.accrualId]);
      const callback = await payAtBank(t, gateway);
      await postForm(t, callback!.action, callback!.fields, ayse);
      const paid = await detail(ibanNo);
      expect(paid.finalBill).toMatchObject({ paid: true, paidKurus: 80_750 });
      // The step list shows the bill paid, with the receipt, after the bill was issued.
      expect(paid.events.map((e: { text: string }) => e.text).at(-1)).toMatch(/^Son fatura ödendi \(makbuz [^)]+\)\.$/);
      expect(paid).toMatchObject({
        refundBlockedBy: null,
        closeBlockedBy: cancellationMessages.refundNotRecorded,
        owedNow: { totalKurus: 0, debts: [] },
      });

      const noRefund = await step('CloseContractCancellation', { applicationNo: ibanNo });
      expect(noRefund.json().Message).toBe(cancellationMessages.refundNotRecorded);
      expect(
        (await step('RecordContractCancellationRefund', { applicationNo: ibanNo, reference: 'x' }, desk2)).json()
          .Message,
      ).toBe('Dekont numarası en az 3 karakterdir.');
      const refunded = await step(
        'RecordContractCancellationRefund',
        { applicationNo: ibanNo, reference: 'EFT-2026-0042' },
        desk2,
      );
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json().refund).toMatchObject({
        amountKurus: 60_000,
        channel: 'iban',
        reference: 'EFT-2026-0042',
      });
      expect(await lastNotice()).toContain("güvence bedeli iadesi ₺600,00 IBAN'ınıza gönderildi");
      expect(
        (
          await step('RecordContractCancellationRefund', { applicationNo: ibanNo, reference: 'EFT-2026-0043' }, desk2)
        ).json().Message,
      ).toBe(cancellationMessages.refundAlreadyRecorded);

      const closed = await step('CloseContractCancellation', { applicationNo: ibanNo });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({ state: 'CLOSED', stateName: 'Sözleşme sonlandırıldı' });
      expect(await lastNotice()).toContain('100235 numaralı aboneliğinizin sözleşmesi sonlandırıldı');
      const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.subscriberNo, '100235'));
      expect(subscription.status).toBe('cancelled');
      expect((await t.call('ValidateSubscriberNo', { subscriberNo: '100235' }, { headers: ayse })).json()).toEqual({
        valid: false,
        status: 'cancelled',
      });
      const again = await t.call(
        'StartElectronicStateContractCancellation',
        { ...ibanBody(), ...(await sendCode()) },
        { headers: ayse },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().Message).toBe(cancellationMessages.notActive);
      // Every desk step is in the staff audit trail.
      const actions = await t.db.select().from(staffActions).where(eq(staffActions.entityId, ibanNo));
      expect(actions.map((a) => a.action)).toEqual([
        'contract_cancellation.viewed',
        'contract_cancellation.reading_scheduled',
        'contract_cancellation.reading_recorded',
        'contract_cancellation.final_billed',
        'contract_cancellation.viewed',
        'contract_cancellation.refunded',
        'contract_cancellation.closed',
      ]);
    });

    it('sets the deposit against the open water bills and the final bill, oldest first', async () => {
      await step('ScheduleContractCancellationReading', { applicationNo: offsetNo, readingDate: '2026-11-24' });
      await step('RecordContractCancellationReading', {
        applicationNo: offsetNo,
        finalReading: 1_300,
        readingDate: '2026-11-24',
      });
      // 16 m³ × 42,50 TL = 680,00 TL.
      const billed = await step('IssueContractCancellationFinalBill', {
        applicationNo: offsetNo,
        amountKurus: 68_000,
        dueDate: '2026-12-15',
      });
      // 450,00 TL: the older bill (312,50) whole, then 137,50 of the newer (289,75); the final bill stays owed.
      expect(billed.json()).toMatchObject({
        state: 'FINAL_BILLED',
        offsetKurus: 45_000,
        refundDueKurus: 0,
        finalBill: { amountKurus: 68_000, paidKurus: 0 },
      });
      const owed = (
        await t.call('GetContractCancellationPreview', { subscriberNo: '100234' }, { headers: ayse })
      ).json().openDebts;
      expect(owed.map((d: { principalKurus: number }) => d.principalKurus)).toEqual([28_975 - 13_750, 68_000]);
      expect(
        (await step('RecordContractCancellationRefund', { applicationNo: offsetNo, reference: 'VEZNE-1' })).json()
          .Message,
      ).toBe(cancellationMessages.refundNotDue);
      expect((await step('CloseContractCancellation', { applicationNo: offsetNo })).json().Message).toBe(
        cancellationMessages.billNotPaid,
      );
    });

    it('never stalls in silence: what the deposit left owed is told by SMS, shown today and paid on the page; close is offered once it can succeed', async () => {
      // After the offset above: 152,25 TL of the newer water bill and the 680,00 TL final bill (water bills carry no late interest).
      const billed = await t.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, aysePhone))
        .orderBy(desc(smsOutbox.id));
      expect(billed.find((sms) => sms.body.includes(offsetNo) && sms.body.includes('son faturanız'))?.body).toContain(
        'son faturanız ₺680,00, son ödeme 15.12.2026. Güvence bedelinizden ₺450,00 borçlarınıza mahsup edildi. Sözleşmenin sonlandırılması için kalan borcunuz ₺832,25;',
      );
      const before = await detail(offsetNo);
      expect(before.owedNow.totalKurus).toBe(15_225 + 68_000);
      expect(before.owedNow.debts.map((d: { totalKurus: number }) => d.totalKurus)).toEqual([15_225, 68_000]);

      // The member pays the final bill only: 152,25 TL is still owed, and the desk's card says so (today's figure, not the application's 602,25).
      const bill = before.finalBill;
      const first = await payAtBank(t, (await startPayment(t, ayse, [bill.accrualId])).gateway);
      await postForm(t, first!.action, first!.fields, ayse);
      const card = (await step('GetDeskContractCancellation', { applicationNo: offsetNo })).json();
      expect(card).toMatchObject({
        openDebtsAtApplicationKurus: 60_225,
        owedNow: { totalKurus: 15_225 },
        closeBlockedBy:
          'Aboneliğin bugün ₺152,25 tutarında ödenmemiş borcu var; bu borç ödenmeden sözleşme sonlandırılamaz.',
      });
      const refused = await step('CloseContractCancellation', { applicationNo: offsetNo });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().Message).toBe(card.closeBlockedBy);

      // Paid from the page with the figures it shows, the contract can end.
      const rest = (await detail(offsetNo)).owedNow.debts.map((d: { accrualId: number }) => d.accrualId);
      const second = await payAtBank(t, (await startPayment(t, ayse, rest)).gateway);
      await postForm(t, second!.action, second!.fields, ayse);
      expect(await detail(offsetNo)).toMatchObject({ owedNow: { totalKurus: 0 }, closeBlockedBy: null });
      const closed = await step('CloseContractCancellation', { applicationNo: offsetNo });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({ state: 'CLOSED', owedNow: null });
    });

    it('rejects with a reason before the reading; the member sees it', async () => {
      const applied = await t.call(
        'StartElectronicStateContractCancellation',
        {
          subscriberNo: '100871',
          moveOutDate: '2026-11-23',
          depositMethod: 'offset',
          expectedOpenDebtsKurus: 41_520,
          acceptTerms: true,
          ...(await sendCode(mehmet, '5332223344')),
        },
        { headers: mehmet },
      );
      expect(applied.statusCode).toBe(200);
      const no = applied.json().applicationNo;
      expect((await step('RejectContractCancellation', { applicationNo: no, reason: 'kısa' })).json().Message).toBe(
        'Gerekçe en az 10 karakter olmalıdır.',
      );
      const rejected = await step('RejectContractCancellation', {
        applicationNo: no,
        reason: 'Abonelik bir mahkeme kararıyla tedbirli.',
      });
      expect(rejected.json()).toMatchObject({
        state: 'REJECTED',
        rejectionReason: 'Abonelik bir mahkeme kararıyla tedbirli.',
      });
      expect((await detail(no, mehmet)).stateName).toBe('Reddedildi');
      expect(await lastNotice('5332223344')).toContain('reddedildi. Gerekçe: Abonelik bir mahkeme kararıyla tedbirli.');
      expect(
        (
          await step('ScheduleContractCancellationReading', {
            applicationNo: 'SI2026999999',
            readingDate: '2026-11-27',
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});
