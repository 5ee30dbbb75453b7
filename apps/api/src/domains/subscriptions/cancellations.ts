import {
  cancellationMessages,
  cancellationStateNames,
  formatIban,
  maskIban,
  registryKinds,
  type Cancellation,
  type CancellationPreview,
} from '@ebelediye/contract';
import { addDays, istanbulToday, turkishDate } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import type { subscriptions } from '../../db/schema';
import { errors, guaranteed } from '../../errors';
import { accrualWithHold } from '../debts/accruals';
import { lastCollectionOn } from '../debts/collections';
import { openDebts } from '../debts/debt-list';
import { shownDueDate, loadLaw } from '../law/law';
import { registryByOid } from '../session/registries';
import { deskPartOf } from './bill-range';
import { closeRefusal, refundRefusal } from './cancellation-rules';
import { openStates, type CancellationRow } from './cancellation-state';
import {
  applicationInStates,
  applicationRow,
  applicationsOfRegistry,
  bankOf,
  branchOf,
  subscriptionRow,
  timelineOf,
} from './store';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** How far ahead a move-out date may lie: a contract is ended for a move, not booked a season early. */
export const moveOutDaysAhead = 90;

export function applicationNoOf(id: number, today: string): string {
  return `SI${today.slice(0, 4)}${String(id).padStart(6, '0')}`;
}

/** The terms the member accepts before the SMS code; shown on the screen and printed on the PDF. */
export function cancellationTerms(municipalityName: string): string {
  return [
    `1. Başvurunuz üzerine ${municipalityName} su sayacınızın son okumasını planlar ve size SMS ile bildirir. Okuma günü sayaca erişim sağlanmalıdır.`,
    '2. Son okumaya göre son faturanız kesilir; fatura, diğer borçlarınız gibi Borç Sorgulama ekranından kartla ya da veznede ödenebilir.',
    "3. Güvence bedeli, seçiminize göre ya aboneliğin açık borçlarına ve son faturaya mahsup edilir (artan kısım veznede ödenir) ya da yalnızca abone adına açılmış bir hesaba, son fatura ödendikten sonra IBAN ile iade edilir. IBAN'a iade seçildiğinde aboneliğin açık borçları önce ödenmelidir.",
    '4. Sözleşme, son fatura ve güvence bedelinin karşılamadığı borçlar ödenip güvence bedeli iadesi yapıldığında sonlandırılır; kalan borç bu ekranda bugünkü tutarıyla gösterilir ve buradan kartla ödenebilir. Su, okuma gününden sonra kesilebilir.',
    '5. Başvurunuzu sayaç okunmadan önce geri çekebilirsiniz. Her adım kayıtlı cep telefonunuza SMS ile bildirilir ve bu ekranda tarihiyle görünür.',
    '6. Kişisel verileriniz (kimlik, adres, IBAN) 6698 sayılı KVKK uyarınca yalnızca bu sözleşmenin sona erdirilmesi ve iadenin yapılması için işlenir.',
  ].join('\n');
}

export async function subscriptionByNo(db: Queryable, subscriberNo: string): Promise<SubscriptionRow | undefined> {
  return subscriptionRow(db, subscriberNo);
}

/** The caller's subscription, or 404 / 403 — another registry's subscription is refused, never shown. */
export function ownSubscription(row: SubscriptionRow | undefined, registryOid: string): SubscriptionRow {
  if (!row) throw errors.notFound(cancellationMessages.subscriptionNotFound);
  if (row.registryOid !== registryOid) throw errors.forbidden(cancellationMessages.notYourSubscription);
  return row;
}

export async function holderNameOf(db: Queryable, registryOid: string): Promise<string> {
  const row = await registryByOid(db, registryOid);
  return `${row?.name ?? ''} ${row?.surname ?? ''}`.trim();
}

/** Unpaid accruals on the subscription, with any payment under way. */
export async function subscriptionDebts(db: Queryable, subscription: SubscriptionRow, now: Date) {
  const debts = (await openDebts(db, subscription.registryOid, now)).filter(
    (debt) => debt.subscriberNo === subscription.subscriberNo,
  );
  return debts.map((debt) => ({
    accrualId: debt.accrualId,
    description: debt.description,
    dueDate: debt.dueDate,
    principalKurus: debt.principalKurus,
    interestKurus: debt.interestKurus ?? 0,
    totalKurus: debt.totalKurus ?? debt.principalKurus,
    inPayment: debt.inPayment,
  }));
}

export async function openApplicationOf(db: Queryable, subscriberNo: string): Promise<CancellationRow | undefined> {
  return applicationInStates(db, subscriberNo, openStates);
}

export function moveOutWindow(today: string, maxPastDays: number): { earliest: string; latest: string } {
  return { earliest: addDays(today, -maxPastDays), latest: addDays(today, moveOutDaysAhead) };
}

export async function previewOf(
  db: Queryable,
  subscription: SubscriptionRow,
  maxPastDays: number,
  municipalityName: string,
  now: Date,
): Promise<CancellationPreview> {
  const today = istanbulToday(now);
  const [debts, holderName, open] = await Promise.all([
    subscriptionDebts(db, subscription, now),
    holderNameOf(db, subscription.registryOid),
    openApplicationOf(db, subscription.subscriberNo),
  ]);
  const window = moveOutWindow(today, maxPastDays);
  return {
    subscriberNo: subscription.subscriberNo,
    typeName: registryKinds[subscription.type],
    service: subscription.service,
    address: subscription.address,
    depositKurus: subscription.depositKurus,
    lastReading: subscription.lastReading,
    lastReadingOn: subscription.lastReadingOn,
    openDebts: debts,
    openDebtsKurus: debts.reduce((sum, debt) => sum + debt.totalKurus, 0),
    moveOutEarliest: window.earliest,
    moveOutLatest: window.latest,
    holderName,
    openApplicationNo: open?.applicationNo ?? null,
    terms: cancellationTerms(municipalityName),
  };
}

export async function applicationByNo(db: Queryable, applicationNo: string): Promise<CancellationRow | undefined> {
  return applicationRow(db, applicationNo);
}

export function ownApplication(row: CancellationRow | undefined, registryOid: string): CancellationRow {
  if (!row) throw errors.notFound(cancellationMessages.applicationNotFound);
  if (row.registryOid !== registryOid) throw errors.forbidden(cancellationMessages.notYourApplication);
  return row;
}

export function anyApplication(row: CancellationRow | undefined): CancellationRow {
  if (!row) throw errors.notFound(cancellationMessages.applicationNotFound);
  return row;
}

export async function applicationsOf(db: Queryable, registryOid: string): Promise<CancellationRow[]> {
  return applicationsOfRegistry(db, registryOid);
}

/**
 * The application as the member and the desk see it: each step with its date. `desk` adds what only
 * staff see; the IBAN in full only on the desk's detail ('detail'), never in the queue (decision 056).
 */
export async function applicationView(
  db: Queryable,
  row: CancellationRow,
  now: Date,
  desk?: 'queue' | 'detail',
): Promise<Cancellation> {
  const [subscription, events, bank, branch, bill, holderName, law] = await Promise.all([
    subscriptionRow(db, row.subscriberNo).then((found) => guaranteed(found, `subscription ${row.subscriberNo}`)),
    timelineOf(db, row.id),
    row.bankCode ? bankOf(db, row.bankCode) : Promise.resolve(undefined),
    row.bankCode && row.branchCode ? branchOf(db, row.bankCode, row.branchCode) : Promise.resolve(undefined),
    row.finalBillAccrualId
      ? accrualWithHold(db, row.finalBillAccrualId).then((found) => (found ? [found] : []))
      : Promise.resolve([]),
    holderNameOf(db, row.registryOid),
    loadLaw(db),
  ]);
  const billRow = bill[0];
  const billPaid = billRow ? billRow.accrual.paidKurus >= billRow.accrual.principalKurus : false;
  const owedNow = openStates.includes(row.state) ? await owedToday(db, subscription, now) : null;
  const facts = {
    state: row.state,
    refundDueKurus: row.refundDueKurus,
    refundedAt: row.refundedAt,
    billPaid,
    owedKurus: owedNow?.totalKurus ?? 0,
  };
  const steps = events.map((event) => ({
    at: event.at.toISOString(),
    state: (event.toState as Cancellation['state'] | null) ?? null,
    text: event.text,
  }));
  const paidStep =
    billRow && billPaid
      ? await billPaidStep(
          db,
          billRow.accrual.id,
          events.find((event) => event.kind === 'final_billed')?.at ?? row.updatedAt,
        )
      : null;
  return {
    applicationNo: row.applicationNo,
    subscriberNo: row.subscriberNo,
    address: subscription.address,
    holderName,
    state: row.state,
    stateName: cancellationStateNames[row.state],
    createdAt: row.createdAt.toISOString(),
    moveOutDate: row.moveOutDate,
    memberReading: row.memberReading,
    hasMeterPhoto: row.meterPhotoFileId !== null,
    depositKurus: row.depositKurus,
    depositMethod: row.depositMethod,
    ibanMasked: row.iban ? maskIban(row.iban) : null,
    ibanForDesk: desk === 'detail' && row.iban ? formatIban(row.iban) : null,
    bankName: bank?.name ?? null,
    branchName: branch ? `${branch.name} (${branch.code})` : null,
    accountHolder: row.accountHolder,
    openDebtsAtApplicationKurus: row.openDebtsAtApplicationKurus,
    readingScheduledFor: row.readingScheduledFor,
    finalReading: row.finalReading,
    finalReadingOn: row.finalReadingOn,
    finalBill: billRow
      ? {
          accrualId: billRow.accrual.id,
          description: billRow.accrual.description,
          dueDate: shownDueDate(billRow.accrual.dueDate, law.calendar),
          amountKurus: billRow.accrual.principalKurus,
          paidKurus: billRow.accrual.paidKurus,
          paid: billPaid,
          inPayment: billRow.heldBy !== null,
        }
      : null,
    offsetKurus: row.offsetKurus,
    refundDueKurus: row.refundDueKurus,
    refund:
      row.refundedAt && row.refundChannel && row.refundReference
        ? {
            amountKurus: row.refundDueKurus ?? 0,
            channel: row.refundChannel,
            reference: row.refundReference,
            at: row.refundedAt.toISOString(),
          }
        : null,
    rejectionReason: row.rejectionReason,
    events: paidStep ? withStep(steps, paidStep) : steps,
    owedNow,
    refundBlockedBy: refundRefusal(facts),
    closeBlockedBy: closeRefusal(facts),
    pdfUrl: `/api/contract-cancellations/${row.applicationNo}.pdf`,
    desk: desk ? await deskPartOf(db, row, subscription) : null,
  };
}

/** What the subscription owes today, with late interest to today: the figures a step is decided on. */
export async function owedToday(
  db: Queryable,
  subscription: SubscriptionRow,
  now: Date,
): Promise<NonNullable<Cancellation['owedNow']>> {
  const debts = await subscriptionDebts(db, subscription, now);
  return { debts, totalKurus: debts.reduce((sum, debt) => sum + debt.totalKurus, 0) };
}

type Step = Cancellation['events'][number];

/**
 * "Son fatura ödendi" on the timeline: the payment happens in the payments domain (card, bank
 * window), so the step is read from the last collection on the bill; a bill the deposit covered
 * whole was paid when it was issued.
 */
async function billPaidStep(db: Queryable, accrualId: number, issuedAt: Date): Promise<Step> {
  const last = await lastCollectionOn(db, accrualId);
  if (!last) return { at: issuedAt.toISOString(), state: null, text: 'Son fatura güvence bedelinden mahsupla ödendi.' };
  return { at: last.at.toISOString(), state: null, text: `Son fatura ödendi (makbuz ${last.receiptNo}).` };
}

/** The timeline with one more step in its place by time (a step recorded at the same moment stays first). */
function withStep(steps: Step[], step: Step): Step[] {
  const index = steps.findIndex((existing) => existing.at > step.at);
  return index === -1 ? [...steps, step] : [...steps.slice(0, index), step, ...steps.slice(index)];
}

/** dd.mm.yyyy for SMS texts. */
export const smsDate = (day: string) => turkishDate(day);
