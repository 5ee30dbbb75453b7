import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, paymentAttempts, registries, staffActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { createStaffSession, signInStaff } from '../../test/staff';
import { maskedFields } from './desk-payments';
import { turkishAmount, turkishMoment } from './desk-payments-export';

const ayseTckn = '10000000146';

describe('payments at the revenue desk', () => {
  let t: TestApp;
  let orderNo: string;
  let receiptNo: string;
  let amountKurus: number;
  let ayseOid: string;
  let ayse: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    // A card payment on 16 November (Istanbul), approved at the bank and collected.
    t.setNow(new Date('2026-11-16T10:00:00+03:00'));
    ayse = await signIn(t, ayseTckn, 'Demo2026');
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    const callback = await payAtBank(t, gateway, 'approve');
    await postForm(t, callback!.action, callback!.fields, ayse);
    orderNo = summary.orderNo;
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
    expect(attempt.state).toBe('PAID');
    amountKurus = attempt.amountKurus;
    ayseOid = attempt.registryOid;
    // Staff sign in on the real clock: the SMS outbox's rows carry the database's own time.
    t.setNow(undefined);
    operator = await signInStaff(t, 'demo.gelir');
    const [collection] = await t.db.select().from(collections).where(eq(collections.orderNo, orderNo));
    receiptNo = collection.receiptNo;
  });
  afterAll(() => t.close());

  async function auditRows(action: string) {
    return t.db.select().from(staffActions).where(eq(staffActions.action, action));
  }

  it('an operator finds the order by T.C. Kimlik No, and the read is recorded with the citizen but not the number', async () => {
    const found = await t.call('SearchDeskPayments', { identityNo: ayseTckn }, { headers: operator });
    expect(found.statusCode).toBe(200);
    const { payments, total, pageSize } = found.json();
    expect(pageSize).toBe(25);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(payments[0]).toMatchObject({
      orderNo,
      receiptNo,
      state: 'PAID',
      stateName: 'Ödendi',
      bankName: 'Ziraat Bankası',
      amountKurus,
      payerIdentityMasked: '100******46',
    });
    const audit = await auditRows('payments.searched');
    const byIdentity = audit.filter((row) => row.subjectRegistryOid === ayseOid);
    expect(byIdentity).toHaveLength(1);
    expect(byIdentity[0].staffId).not.toBeNull();
    expect(JSON.stringify(byIdentity[0].detail)).not.toContain(ayseTckn);
    expect(byIdentity[0].detail).toMatchObject({ filter: { byIdentityNo: true } });
  });

  it('every filter narrows the list: order, receipt, days, bank, state and amount', async () => {
    const search = async (filter: Record<string, unknown>) => {
      const response = await t.call('SearchDeskPayments', filter, { headers: operator });
      expect(response.statusCode, JSON.stringify(filter)).toBe(200);
      return response.json().payments.map((p: { orderNo: string }) => p.orderNo) as string[];
    };
    expect(await search({ orderNo })).toEqual([orderNo]);
    expect(await search({ receiptNo })).toEqual([orderNo]);
    expect(await search({ from: '2026-11-16', to: '2026-11-16' })).toContain(orderNo);
    expect(await search({ from: '2026-11-17' })).not.toContain(orderNo);
    expect(await search({ to: '2026-11-15' })).not.toContain(orderNo);
    expect(await search({ orderNo, bankCode: '0010', state: 'PAID' })).toEqual([orderNo]);
    expect(await search({ orderNo, bankCode: '0015' })).toEqual([]);
    expect(await search({ orderNo, state: 'REFUND_NEEDED' })).toEqual([]);
    expect(await search({ orderNo, minAmountKurus: amountKurus, maxAmountKurus: amountKurus })).toEqual([orderNo]);
    expect(await search({ orderNo, maxAmountKurus: amountKurus - 1 })).toEqual([]);
    expect(await search({ identityNo: '10000000078' })).not.toContain(orderNo);
    // An identity number of nobody: no rows, and the search still on the trail.
    expect(await search({ identityNo: '99999999990' })).toEqual([]);
  });

  it("an order's page shows its lines, its state changes, the bank's fields masked, and the receipt; the read is recorded", async () => {
    const response = await t.call('GetDeskPayment', { orderNo }, { headers: operator });
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({ orderNo, state: 'PAID', amountKurus, payer: { identityMasked: '100******46' } });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0].principalKurus + order.lines[0].interestKurus).toBe(amountKurus);
    expect(order.events.map((e: { toState: string }) => e.toState)).toContain('PAID');
    expect(order.events.every((e: { fields: unknown[] }) => Array.isArray(e.fields))).toBe(true);
    expect(order.receipt).toEqual(expect.objectContaining({ receiptNo, url: `/api/desk-receipts/${orderNo}.pdf` }));
    const text = JSON.stringify(order);
    expect(text).not.toContain('4355084355084358');
    expect(text).not.toContain(ayseTckn);
    const audit = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'payment.viewed'), eq(staffActions.entityId, orderNo)));
    expect(audit).toHaveLength(1);
    expect(audit[0].subjectRegistryOid).toBe(ayseOid);

    const receipt = await t.app.inject({ method: 'GET', url: order.receipt.url, headers: operator });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const receiptAudit = await auditRows('payment_receipt.viewed');
    expect(receiptAudit.map((row) => [row.entityId, row.subjectRegistryOid])).toContainEqual([orderNo, ayseOid]);
  });

  it("masks card numbers and secrets in what was kept of the bank's messages", () => {
    expect(
      maskedFields({
        HASH: 'abc',
        hashAlgorithm: 'ver3',
        HostRefNum: '795787906652',
        maskedCreditCard: '435508***4358',
        note: 'kart 4355 0843 5508 4358',
        nested: { storekey: 'x', ProcReturnCode: '00', md: 'm' },
      }),
    ).toEqual([
      { name: 'HASH', value: '•••• (gizli)' },
      { name: 'hashAlgorithm', value: 'ver3' },
      { name: 'HostRefNum', value: '795787906652' },
      { name: 'maskedCreditCard', value: '435508***4358' },
      { name: 'note', value: 'kart 435508******4358' },
      { name: 'nested.storekey', value: '•••• (gizli)' },
      { name: 'nested.ProcReturnCode', value: '00' },
      { name: 'nested.md', value: '•••• (gizli)' },
    ]);
  });

  it('exports the filtered list as CSV (BOM, ;, 1.234,56, GG.AA.YYYY SS:DD) and XLSX (numbers and dates)', async () => {
    expect(turkishAmount(123456)).toBe('1.234,56');
    expect(turkishAmount(5)).toBe('0,05');
    expect(turkishAmount(123456789)).toBe('1.234.567,89');
    expect(turkishMoment('2026-11-27T11:05:00.000Z')).toBe('27.11.2026 14:05');

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/desk-payments.csv?orderNo=${orderNo}`,
      headers: operator,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="odemeler-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [heading, line] = bytes.toString('utf8').slice(1).split('\r\n');
    expect(heading).toBe(
      'Sipariş No;Makbuz No;Başlama Zamanı;Tahsilat Zamanı;Durum;Banka;Ödeyen;T.C. Kimlik / Vergi No;Tutar (TL)',
    );
    const cells = line.split(';');
    expect(cells[0]).toBe(orderNo);
    expect(cells[1]).toBe(receiptNo);
    expect(cells[2]).toMatch(/^16\.11\.2026 \d{2}:\d{2}$/);
    expect(cells[4]).toBe('Ödendi');
    expect(cells[7]).toBe('100******46');
    expect(cells[8]).toBe(turkishAmount(amountKurus));

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/desk-payments.xlsx?identityNo=${ayseTckn}&from=2026-11-16&to=2026-11-16`,
      headers: operator,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(orderNo);
    expect(row.getCell(3).value).toBeInstanceOf(Date);
    expect(row.getCell(3).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(row.getCell(9).value).toBe(amountKurus / 100);
    expect(row.getCell(9).numFmt).toBe('#,##0.00');

    const exported = await auditRows('payments.exported');
    expect(exported.map((r) => [r.subjectRegistryOid, (r.detail as { format: string }).format])).toEqual([
      [null, 'csv'],
      [ayseOid, 'xlsx'],
    ]);
    expect(JSON.stringify(exported.map((r) => r.detail))).not.toContain(ayseTckn);
  });

  it('refuses bad input with 400 and a Turkish message', async () => {
    for (const [body, field, message] of [
      [{ identityNo: '123' }, 'identityNo', 'T.C. Kimlik No 11, Vergi No 10 haneli olmalıdır.'],
      [{ from: '2026-11-20', to: '2026-11-10' }, 'to', 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
      [{ from: '31.02.2026' }, 'from', 'Başlangıç tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.'],
      [{ minAmountKurus: 500, maxAmountKurus: 100 }, 'maxAmountKurus', 'En çok tutar en az tutardan küçük olamaz.'],
      [{ state: 'PAIDX' }, 'state', 'Listeden bir durum seçiniz.'],
      [{ bankCode: '9999' }, 'bankCode', 'Listeden bir banka seçiniz.'],
      [{ minAmountKurus: -1 }, 'minAmountKurus', 'En az tutar sıfırdan küçük olamaz.'],
      [{ orderNo: 'a;b' }, 'orderNo', 'Sipariş numarası 8–64 harf ve rakamdan oluşur.'],
    ] as const) {
      const response = await t.call('SearchDeskPayments', body, { headers: operator });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ Message: message });
      expect(JSON.stringify(response.json())).toContain(field);
    }
    const badOrder = await t.call('GetDeskPayment', { orderNo: 'x' }, { headers: operator });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().Message).toBe('Sipariş numarası 8–64 harf ve rakamdan oluşur.');
    const missing = await t.call('GetDeskPayment', { orderNo: 'EB20260101NOSUCHORDER' }, { headers: operator });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe('Bu numarayla bir ödeme yok.');
    const badExport = await t.app.inject({
      method: 'GET',
      url: '/api/desk-payments.csv?from=2026-11-20&to=2026-11-10',
      headers: operator,
    });
    expect(badExport.statusCode).toBe(400);
    expect(badExport.json().Message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    const badFormat = await t.app.inject({ method: 'GET', url: '/api/desk-payments.pdf', headers: operator });
    expect(badFormat.statusCode).toBe(404);
  });

  it('a supervisor and an administrator may; other roles get 403, a citizen 403 and nobody 401', async () => {
    for (const userName of ['demo.gelirsef', 'demo.yonetici']) {
      const headers = await signInStaff(t, userName);
      expect((await t.call('GetDeskPayment', { orderNo }, { headers })).statusCode, userName).toBe(200);
    }
    const requests = (headers: Record<string, string>) => [
      () => t.call('SearchDeskPayments', { identityNo: ayseTckn }, { headers }),
      () => t.call('GetDeskPayment', { orderNo }, { headers }),
      () => t.app.inject({ method: 'GET', url: '/api/desk-payments.csv', headers }),
      () => t.app.inject({ method: 'GET', url: '/api/desk-payments.xlsx', headers }),
      () => t.app.inject({ method: 'GET', url: `/api/desk-receipts/${orderNo}.pdf`, headers }),
    ];
    for (const role of ['complaints_operator', 'subscriptions_operator', 'unit_manager'] as const) {
      const { headers } = await createStaffSession(t, role);
      for (const [i, request] of requests(headers).entries())
        expect((await request()).statusCode, `${role} #${i}`).toBe(403);
    }
    // The citizen who paid, signed in now: their own order, but the desk's operations and files are not theirs.
    const citizen = await signIn(t, ayseTckn, 'Demo2026');
    for (const [i, request] of requests(citizen).entries()) {
      const response = await request();
      expect(response.statusCode, `citizen #${i}`).toBe(403);
    }
    for (const [i, request] of requests({}).entries()) expect((await request()).statusCode, `nobody #${i}`).toBe(401);
    const [payer] = await t.db.select().from(registries).where(eq(registries.oid, ayseOid));
    expect(payer.identityNo).toBe(ayseTckn);
  });
});
