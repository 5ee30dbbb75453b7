import {
  cancellationStateNames,
  type CitizenRecord,
  citizenApplicationTitles,
  complaintKindNames,
  complaintStatusNames,
  maskIdentityNumber,
  planStateNames,
  registryKinds,
} from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { complaintsOfRegistry } from '../complaints/service';
import { openDebts } from '../debts/debt-list';
import { declarationsOfRegistry } from '../declarations/record';
import { ordersOfRegistry } from '../payments/attempts';
import { plansOf } from '../restructuring/plans';
import { addressesOfRegistry, memberOfRegistry, signInLockOf } from '../session/account-help';
import { maskPhone, type registryByOid } from '../session/registries';
import { applicationsOf } from '../subscriptions/cancellations';
import { maskEmail } from './masking';
import { openClosureRequestOf } from './store';

type RegistryRow = NonNullable<Awaited<ReturnType<typeof registryByOid>>>;
type Application = CitizenRecord['applications'][number];

function shortText(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A person's applications across the domains that keep them, newest first: each domain's own service. */
export async function applicationsOfRegistry(db: Queryable, registryOid: string): Promise<Application[]> {
  // One after another: the connection may be a transaction's or a single client, which runs one query at a time.
  const complaints = await complaintsOfRegistry(db, registryOid);
  const declarations = await declarationsOfRegistry(db, registryOid);
  const plans = await plansOf(db, registryOid);
  const cancellations = await applicationsOf(db, registryOid);
  const all: Application[] = [
    ...complaints.map((row) => ({
      kind: 'complaint' as const,
      no: row.trackingNo,
      title: `${complaintKindNames[row.kind]}: ${shortText(row.description)}`,
      state: complaintStatusNames[row.status],
      at: row.createdAt.toISOString(),
    })),
    ...declarations.map((row) => ({
      kind: 'declaration' as const,
      no: row.declarationNo,
      title: row.title,
      state: 'Verildi',
      at: row.submittedAt.toISOString(),
    })),
    ...plans.map((row) => ({
      kind: 'restructuring' as const,
      no: row.planNo,
      title: `${citizenApplicationTitles.restructuring}, ${row.installments} taksit`,
      state: planStateNames[row.state],
      at: row.createdAt.toISOString(),
    })),
    ...cancellations.map((row) => ({
      kind: 'contract_cancellation' as const,
      no: row.applicationNo,
      title: `${citizenApplicationTitles.contract_cancellation}, abone no ${row.subscriberNo}`,
      state: cancellationStateNames[row.state],
      at: row.createdAt.toISOString(),
    })),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at));
}

/** What the desk sees of one registry: contact data partly masked, debts with today's amounts. */
export async function citizenRecord(db: Queryable, registry: RegistryRow, now: Date): Promise<CitizenRecord> {
  const addresses = await addressesOfRegistry(db, registry.oid);
  const member = await memberOfRegistry(db, registry.oid);
  const debts = await openDebts(db, registry.oid, now);
  const orders = await ordersOfRegistry(db, registry.oid);
  const applications = await applicationsOfRegistry(db, registry.oid);
  const openClosure = await openClosureRequestOf(db, registry.oid);
  const lockedUntil = member ? await signInLockOf(db, member, now) : null;
  return {
    registry: {
      oid: registry.oid,
      kind: registry.kind,
      kindName: registryKinds[registry.kind],
      identityNoMasked: maskIdentityNumber(registry.identityNo),
      name: registry.name,
      surname: registry.surname,
      phoneMasked: maskPhone(registry.phone),
      emailMasked: maskEmail(registry.email),
      addresses: addresses.map((row) => ({ kind: row.kind, text: row.text })),
    },
    account: member
      ? {
          memberId: member.id,
          status: member.status,
          lockedUntil: lockedUntil?.toISOString() ?? null,
          createdAt: member.createdAt.toISOString(),
          phoneMasked: maskPhone(member.phone) ?? '',
          emailMasked: maskEmail(member.email) ?? '',
          openClosureRequest: !!openClosure,
        }
      : null,
    debts,
    debtsTotalKurus: debts.reduce((sum, debt) => sum + (debt.totalKurus ?? 0), 0),
    orders: orders.map(({ maskedPan: _maskedPan, ...order }) => order),
    applications,
  };
}
