import type { Queryable } from '../../db/client';
import type { MemberContext } from '../../domain';
import { errors } from '../../errors';
import { addAccruals } from '../debts/accruals';
import { recordEvent } from '../events/outbox';
import type { Assessment } from './compute';
import { attachDocuments } from './documents';
import {
  declarationByRequestId,
  declarationOfPeriod,
  drawDeclarationNo,
  insertDeclaration,
  insertZeroRateClaim,
  type DeclarationRow,
} from './store';

async function nextDeclarationNo(db: Queryable, year: number): Promise<string> {
  return `BYN-${year}-${String(await drawDeclarationNo(db, year)).padStart(6, '0')}`;
}

/** A registry's declarations, newest first (citizens' support, the data download). */
export { declarationsOfRegistry } from './store';

export function declarationResult(row: DeclarationRow) {
  return {
    declarationId: row.id,
    declarationNo: row.declarationNo,
    computation: row.computation as never,
    summaryUrl: `/api/declarations/${row.id}.pdf`,
  };
}

/**
 * Writes the declaration, its accruals and its documents in one transaction. The browser's requestId
 * makes a repeated submit return the first declaration; the same property (or sign, or workplace)
 * declared twice for the same period is refused with the number of the first one.
 */
export async function recordDeclaration(
  context: MemberContext,
  kind: DeclarationRow['kind'],
  assessment: Assessment,
  input: { requestId: string; documents: string[] } & Record<string, unknown>,
) {
  const { db, member, now } = context;
  const registryOid = member.registryOid;
  const repeated = await declarationByRequestId(db, registryOid, input.requestId);
  if (repeated) return declarationResult(repeated);
  const earlier = await declarationOfPeriod(db, registryOid, assessment.periodKey);
  if (earlier)
    throw errors.conflict(
      `Bu beyan bu dönem için daha önce verilmiş (beyanname no ${earlier.declarationNo}). Değişiklik için belediyeye başvurunuz.`,
    );

  const at = now();
  const row = await db.transaction(async (tx) => {
    const created = await insertDeclaration(tx, {
      declarationNo: await nextDeclarationNo(tx, assessment.year),
      registryOid,
      kind,
      year: assessment.year,
      title: assessment.title,
      periodKey: assessment.periodKey,
      requestId: input.requestId,
      input: { ...input, documents: undefined },
      computation: assessment.computation,
      totalKurus: assessment.computation.totalKurus,
      ownershipNumerator: assessment.estate?.ownership.numerator,
      ownershipDenominator: assessment.estate?.ownership.denominator,
      landShareNumerator: assessment.estate?.landShare?.numerator,
      landShareDenominator: assessment.estate?.landShare?.denominator,
      submittedAt: at,
    });
    // Two submits racing past the checks above: the unique indexes let one through.
    if (!created) throw errors.conflict('Bu beyan az önce kaydedildi. Beyannamelerim bölümünden görebilirsiniz.');
    const accruals = await addAccruals(
      tx,
      assessment.computation.installments.map((line) => ({
        registryOid,
        revenueCode: line.revenueCode,
        year: assessment.year,
        installment: line.installment,
        dueDate: line.dueDate,
        principalKurus: line.amountKurus,
        description: line.description,
        source: `declaration:${created.id}`,
        createdAt: at,
      })),
    );
    const claim = assessment.estate?.zeroRateClaim;
    if (claim)
      await insertZeroRateClaim(tx, {
        declarationId: created.id,
        registryOid,
        year: assessment.year,
        ...claim,
        createdAt: at,
      });
    await attachDocuments(tx, registryOid, created.id, input.documents);
    // What the revenue system books: the declaration's number, period and accruals, not the form's details.
    await recordEvent(tx, {
      type: 'declaration.filed',
      registryOid,
      now: at,
      data: {
        declarationNo: created.declarationNo,
        kind,
        year: assessment.year,
        title: assessment.title,
        periodKey: assessment.periodKey,
        totalKurus: created.totalKurus,
        submittedAt: at.toISOString(),
        accruals: accruals.map((accrual) => ({
          accrualId: accrual.id,
          revenueCode: accrual.revenueCode,
          year: accrual.year,
          installment: accrual.installment,
          dueDate: accrual.dueDate,
          principalKurus: accrual.principalKurus,
        })),
      },
    });
    return created;
  });
  await context.audit('declaration.submitted', {
    entity: 'declaration',
    entityId: row.id,
    detail: { kind, totalKurus: row.totalKurus, documents: input.documents.length },
  });
  return declarationResult(row);
}
