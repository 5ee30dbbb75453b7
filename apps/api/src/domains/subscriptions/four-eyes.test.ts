import { cancellationMessages, staffMessages } from '@ebelediye/contract';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accruals,
  contractCancellations,
  smsOutbox,
  staffActions,
  staffAccounts,
  throttles,
  waterTariffs,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { signInStaff } from '../../test/staff';

// Decisions 056–057: why a final bill needs four eyes. Reported: a Fen İşleri operator billed 999.999,99 TL for
// 8 m³, then recorded the refund and closed the contract alone. Now the cancellation desk is its own
// role; a final bill outside consumption × tariff ±20 % ∓ the tariff's allowance is a proposal until a
// second subscriptions operator approves it; the one who issued the bill does not record the refund.
// The queue masks the IBAN; the detail shows it and its read is on the audit trail.

const day = new Date('2026-11-23T09:00:00Z');
const aysePhone = '5321112233';
const ziraatIban = 'TR68 0001 0000 0012 3456 7890 12';

describe('contract-cancellation desk: its own role, four eyes on the final bill', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let selin: Record<string, string>;
  let emre: Record<string, string>;
  let fenOperator: Record<string, string>;
  let admin: Record<string, string>;
  let applicationNo: string;

  beforeAll(async () => {
    t = await createTestApp();
    // Staff first, on the real clock (as subscriptions.test.ts explains), then the test's day.
    selin = await signInStaff(t, 'demo.abone');
    emre = await signInStaff(t, 'demo.abone2');
    fenOperator = await signInStaff(t, 'demo.operator');
    admin = await signInStaff(t, 'demo.yonetici');
    t.setNow(day);
    ayse = await signIn(t, '10000000146', 'Demo2026');
    await t.db.delete(throttles).where(like(throttles.key, 'sms-%'));
    const sent = await t.call(
      'SendContractCancellationConfirmationCode',
      {},
      { headers: ayse, remoteAddress: '10.0.3.1' },
    );
    const [sms] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, aysePhone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const applied = await t.call(
      'StartElectronicStateContractCancellation',
      {
        subscriberNo: '100235',
        moveOutDate: '2026-11-28',
        meterReading: 420,
        depositMethod: 'iban',
        iban: ziraatIban,
        accountHolder: 'AYŞE YILMAZ',
        branchCode: '1234',
        expectedOpenDebtsKurus: 0,
        acceptTerms: true,
        operationReferenceNumber: sent.json().operationReferenceNumber,
        userEntredCode: /(\d{6})/.exec(sms.body)![1],
      },
      { headers: ayse },
    );
    expect(applied.statusCode).toBe(200);
    applicationNo = applied.json().applicationNo;
  });
  afterAll(() => t.close());

  const call = (name: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    t.call(name, body, { headers, remoteAddress: '10.0.3.2' });
  const lastNotice = async () =>
    (await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, aysePhone)).orderBy(desc(smsOutbox.id)).limit(1))[0]
      .body;

  it('refuses a complaints operator every cancellation call, records each refusal, and changes nothing', async () => {
    const [fen] = await t.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.userName, 'demo.operator'));
    for (const [name, body] of [
      ['GetContractCancellationQueue', {}],
      ['GetDeskContractCancellation', { applicationNo }],
      ['ScheduleContractCancellationReading', { applicationNo, readingDate: '2026-11-26' }],
      ['RecordContractCancellationReading', { applicationNo, finalReading: 420, readingDate: '2026-11-26' }],
      ['IssueContractCancellationFinalBill', { applicationNo, amountKurus: 99_999_999, dueDate: '2026-12-15' }],
      ['ApproveContractCancellationFinalBill', { applicationNo, amountKurus: 99_999_999 }],
      ['RecordContractCancellationRefund', { applicationNo, reference: 'EFT-1' }],
      ['CloseContractCancellation', { applicationNo }],
      ['RejectContractCancellation', { applicationNo, reason: 'Deneme amaçlı bir ret.' }],
    ] as const) {
      const refused = await call(name, body, fenOperator);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().Message, name).toBe(staffMessages.roleRequired);
    }
    const refusals = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.staffId, fen.id), eq(staffActions.action, 'access.refused')));
    expect(refusals).toHaveLength(9);
    const [row] = await t.db
      .select()
      .from(contractCancellations)
      .where(eq(contractCancellations.applicationNo, applicationNo));
    expect(row.state).toBe('REQUESTED');
  });

  it('masks the IBAN in the queue and shows it whole on the detail only, recording that read; an administrator reads but does not act', async () => {
    const queue = (await call('GetContractCancellationQueue', {}, selin)).json().applications;
    const mine = queue.find((a: { applicationNo: string }) => a.applicationNo === applicationNo);
    expect(mine).toMatchObject({ ibanForDesk: null, ibanMasked: 'TR68 **** **** **** **** **90 12' });
    expect(JSON.stringify(queue)).not.toContain('3456 7890');
    const detail = await call('GetDeskContractCancellation', { applicationNo }, selin);
    expect(detail.json().ibanForDesk).toBe(ziraatIban);
    const [read] = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'contract_cancellation.viewed'), eq(staffActions.entityId, applicationNo)))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(read.detail).toEqual({ ibanShown: true });
    // The member's own view never carries it, nor the desk part.
    const own = (await t.call('GetContractCancellationDetail', { applicationNo }, { headers: ayse })).json();
    expect(own).toMatchObject({ ibanForDesk: null, desk: null });

    expect((await call('GetDeskContractCancellation', { applicationNo }, admin)).statusCode).toBe(200);
    expect(
      (await call('ScheduleContractCancellationReading', { applicationNo, readingDate: '2026-11-26' }, admin))
        .statusCode,
    ).toBe(403);
    expect((await call('GetDeskContractCancellation', { applicationNo: 'SI20261' }, selin)).json()).toMatchObject({
      code: 'bad_input',
      Message: 'Başvuru numarası geçersiz.',
    });
  });

  it('keeps 999.999,99 TL for 20 m³ a proposal — no debt, no SMS — until a second operator approves it; the issuer may not record the refund', async () => {
    expect(
      (await call('ScheduleContractCancellationReading', { applicationNo, readingDate: '2026-11-26' }, selin))
        .statusCode,
    ).toBe(200);
    const read = await call(
      'RecordContractCancellationReading',
      { applicationNo, finalReading: 432, readingDate: '2026-11-26' },
      selin,
    );
    // 432 − 412 = 20 m³ × 42,50 TL = 850,00 TL; ±20 % and the 150,00 TL allowance: 530,00 – 1.170,00 TL.
    expect(read.json().desk.billRange).toEqual({
      consumptionM3: 20,
      pricePerM3Kurus: 4_250,
      expectedKurus: 85_000,
      lowKurus: 53_000,
      highKurus: 117_000,
    });
    const noticesBefore = await lastNotice();

    const proposed = await call(
      'IssueContractCancellationFinalBill',
      { applicationNo, amountKurus: 99_999_999, dueDate: '2026-12-15' },
      selin,
    );
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({
      state: 'READING_SCHEDULED',
      finalBill: null,
      desk: { pendingBill: { amountKurus: 99_999_999, dueDate: '2026-12-15', proposedBy: { fullName: 'Selin Koç' } } },
    });
    expect(
      await t.db
        .select()
        .from(accruals)
        .where(eq(accruals.source, `contract-cancellation:${applicationNo}`)),
    ).toEqual([]);
    expect(await lastNotice()).toBe(noticesBefore);
    const [audit] = await t.db
      .select()
      .from(staffActions)
      .where(
        and(
          eq(staffActions.action, 'contract_cancellation.final_bill_proposed'),
          eq(staffActions.entityId, applicationNo),
        ),
      );
    expect(audit.detail).toMatchObject({
      amountKurus: 99_999_999,
      why: 'Fatura tutarı, okuma ve tarifeye göre beklenen aralığın (₺530,00 – ₺1.170,00) dışında; ikinci bir abonelik operatörünün onayını bekliyor.',
    });

    const own = await call('ApproveContractCancellationFinalBill', { applicationNo, amountKurus: 99_999_999 }, selin);
    expect(own.statusCode).toBe(403);
    expect(own.json().Message).toBe(cancellationMessages.approverIsProposer);
    const changed = await call('ApproveContractCancellationFinalBill', { applicationNo, amountKurus: 85_000 }, emre);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().Message).toBe(cancellationMessages.proposalChanged);
    const bad = await call('ApproveContractCancellationFinalBill', { applicationNo, amountKurus: -5 }, emre);
    expect(bad.json()).toMatchObject({ code: 'bad_input', field: 'amountKurus', Message: 'Tutar negatif olamaz.' });

    // Selin corrects it to the reading's figure: plausible, so issued at once, by her.
    const corrected = await call(
      'IssueContractCancellationFinalBill',
      { applicationNo, amountKurus: 85_000, dueDate: '2026-12-15' },
      selin,
    );
    expect(corrected.json()).toMatchObject({
      state: 'FINAL_BILLED',
      finalBill: { amountKurus: 85_000 },
      desk: { pendingBill: null, finalBillIssuedBy: { fullName: 'Selin Koç' }, finalBillApprovedBy: null },
    });
    expect(await lastNotice()).toContain('son faturanız ₺850,00');

    const { gateway } = await startPayment(t, ayse, [corrected.json().finalBill.accrualId]);
    const callback = await payAtBank(t, gateway);
    await postForm(t, callback!.action, callback!.fields, ayse);
    const byIssuer = await call(
      'RecordContractCancellationRefund',
      { applicationNo, reference: 'EFT-2026-0100' },
      selin,
    );
    expect(byIssuer.statusCode).toBe(403);
    expect(byIssuer.json().Message).toBe(cancellationMessages.refundByIssuer);
    expect((await call('CloseContractCancellation', { applicationNo }, selin)).json().Message).toBe(
      cancellationMessages.refundNotRecorded,
    );
    expect(
      (await call('RecordContractCancellationRefund', { applicationNo, reference: 'EFT-2026-0100' }, emre)).statusCode,
    ).toBe(200);
    expect((await call('CloseContractCancellation', { applicationNo }, selin)).json().state).toBe('CLOSED');
  });

  it('with no tariff to compare with, any bill waits for a second operator, whose approval makes it a debt', async () => {
    const mehmet = await signIn(t, '17291716060', 'Demo2026');
    await t.db.delete(throttles).where(like(throttles.key, 'sms-%'));
    const sent = await t.call(
      'SendContractCancellationConfirmationCode',
      {},
      { headers: mehmet, remoteAddress: '10.0.3.3' },
    );
    const [sms] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '5332223344'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const applied = await t.call(
      'StartElectronicStateContractCancellation',
      {
        subscriberNo: '100871',
        moveOutDate: '2026-11-28',
        depositMethod: 'offset',
        expectedOpenDebtsKurus: 41_520,
        acceptTerms: true,
        operationReferenceNumber: sent.json().operationReferenceNumber,
        userEntredCode: /(\d{6})/.exec(sms.body)![1],
      },
      { headers: mehmet },
    );
    const no = applied.json().applicationNo;
    await call('ScheduleContractCancellationReading', { applicationNo: no, readingDate: '2026-11-26' }, selin);
    await call(
      'RecordContractCancellationReading',
      { applicationNo: no, finalReading: 2_968, readingDate: '2026-11-26' },
      selin,
    );
    // No tariff for the day: nothing to compare with, so even a modest bill waits for a second person.
    await t.db.delete(waterTariffs);
    const waiting = await call(
      'IssueContractCancellationFinalBill',
      { applicationNo: no, amountKurus: 34_000, dueDate: '2026-12-15' },
      emre,
    );
    expect(waiting.json()).toMatchObject({
      state: 'READING_SCHEDULED',
      desk: { billRange: null, pendingBill: { amountKurus: 34_000, proposedBy: { fullName: 'Emre Şahin' } } },
    });
    const approved = await call(
      'ApproveContractCancellationFinalBill',
      { applicationNo: no, amountKurus: 34_000 },
      selin,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      state: 'FINAL_BILLED',
      finalBill: { amountKurus: 34_000 },
      desk: {
        pendingBill: null,
        finalBillIssuedBy: { fullName: 'Emre Şahin' },
        finalBillApprovedBy: { fullName: 'Selin Koç' },
      },
    });
    const [bill] = await t.db
      .select()
      .from(accruals)
      .where(eq(accruals.source, `contract-cancellation:${no}`));
    expect(bill.principalKurus).toBe(34_000);
    const again = await call('ApproveContractCancellationFinalBill', { applicationNo: no, amountKurus: 34_000 }, emre);
    expect(again.statusCode).toBe(409);
    const trail = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.entityId, no))
      .orderBy(desc(staffActions.id));
    expect(trail[0]).toMatchObject({
      action: 'contract_cancellation.final_billed',
      detail: expect.objectContaining({ issuedBy: expect.any(Number), approvedBy: expect.any(Number) }),
    });
  });
});
