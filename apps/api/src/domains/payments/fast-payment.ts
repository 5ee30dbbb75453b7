import { maskPersonName, type OperationInput, type Operations } from '@ebelediye/contract';
import { addDays, istanbulToday } from '@ebelediye/finance';
import { randomBytes } from 'node:crypto';
import type { OperationContext } from '../../domain';
import { errors } from '../../errors';
import { addAccruals, owedAccrualOf } from '../debts/accruals';
import { groupDebts, openDebts } from '../debts/debt-list';
import { verifyCaptcha } from '../session/captcha';
import { publicParametersOfGroup } from '../reference/parameters';
import { createRegistry, registriesOf } from '../session/registries';
import { grantFastPayment } from './payer';
import { parseBankAmount } from './bank-amount';

/** /FastPayment: debts by ID without signing in — a masked name and the open debts, nothing else. */
export async function queryDebtsForFastPayment(
  { ID, altcha }: OperationInput<Operations['QueryDebtsForFastPayment']>,
  context: OperationContext,
) {
  await verifyCaptcha(context.request.server, context.db, altcha);
  const [registry] = await registriesOf(context.db, ID);
  if (!registry) throw errors.notFound('Bu numaraya kayıtlı bir sicil bulunamadı. Numarayı kontrol ediniz.');
  grantFastPayment(context.reply, context.request, registry.oid, context.settings.secret('machineKey'), context.now());
  await context.audit('payment.fast_query', { entity: 'registry', entityId: registry.oid });
  return {
    maskedName: maskPersonName(`${registry.name} ${registry.surname}`),
    debts: groupDebts(await openDebts(context.db, registry.oid, context.now()), context.now()),
  };
}

export async function matrimonyFees(context: Pick<OperationContext, 'db'>) {
  const rows = await publicParametersOfGroup(context.db, 'NIKAH');
  return rows
    .map((row) => ({
      code: row.code,
      name: row.description.replace(/\s*\(TL\)$/, ''),
      amountKurus: parseBankAmount(row.value),
    }))
    .filter((fee) => fee.amountKurus > 0); // NaN (a malformed value) is not > 0: left out
}

/**
 * /FastPaymentForMatrimony: a marriage-fee accrual in the applicant's name (a registry is opened for
 * someone the municipality does not know yet), then paid like any debt. Submitting twice for the same
 * applicant and date gives the same accrual.
 */
export async function createMatrimonyFeeAccrual(
  input: OperationInput<Operations['CreateMatrimonyFeeAccrual']>,
  context: OperationContext,
) {
  await verifyCaptcha(context.request.server, context.db, input.altcha);
  const fee = (await matrimonyFees(context)).find((item) => item.code === input.feeCode);
  if (!fee) throw errors.badInput('Nikâh türünü seçiniz.', 'feeCode');
  const today = istanbulToday(context.now());
  if (input.ceremonyDate < today || input.ceremonyDate > addDays(today, 366)) {
    throw errors.badInput('Nikâh tarihi bugünden itibaren bir yıl içinde olmalıdır.', 'ceremonyDate');
  }
  const dateText = new Date(`${input.ceremonyDate}T12:00:00Z`).toLocaleDateString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const description = `Nikâh ücreti — ${fee.name}, ${dateText}`;

  const accrual = await context.db.transaction(async (tx) => {
    let [registry] = await registriesOf(tx, input.applicantTckn);
    if (!registry) {
      const parts = input.applicantName.split(/\s+/);
      registry = await createRegistry(tx, {
        oid: `R-${randomBytes(8).toString('hex')}`,
        kind: 'U',
        identityNo: input.applicantTckn,
        name: parts.slice(0, -1).join(' ') || parts[0],
        surname: parts.length > 1 ? parts[parts.length - 1] : '',
        createdAt: context.now(),
      });
    }
    const existing = await owedAccrualOf(tx, registry.oid, 'NIKAH', description);
    if (existing) return existing;
    const [created] = await addAccruals(tx, [
      {
        registryOid: registry.oid,
        revenueCode: 'NIKAH',
        year: Number(input.ceremonyDate.slice(0, 4)),
        installment: 1,
        dueDate: today,
        principalKurus: fee.amountKurus,
        description,
        source: `matrimony:${input.ceremonyDate}`,
        createdAt: context.now(),
      },
    ]);
    return created;
  });
  grantFastPayment(
    context.reply,
    context.request,
    accrual.registryOid,
    context.settings.secret('machineKey'),
    context.now(),
  );
  await context.audit('payment.matrimony_fee', {
    entity: 'accrual',
    entityId: accrual.id,
    detail: { feeCode: fee.code, ceremonyDate: input.ceremonyDate },
  });
  return { accrualId: accrual.id, amountKurus: fee.amountKurus, description };
}
