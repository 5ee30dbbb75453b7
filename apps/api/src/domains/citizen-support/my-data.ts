import { type MyData, registryKinds, retainedUnderLaw } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import type { Member } from '../../domain';
import { collectionsOfRegistry } from '../debts/collections';
import { openDebts } from '../debts/debt-list';
import { declarationsOfRegistry } from '../declarations/record';
import { complaintsOfRegistry } from '../complaints/service';
import { ordersOfRegistry } from '../payments/attempts';
import { addressesOfRegistry, memberOfRegistry, signInsOfPerson } from '../session/account-help';
import { registryByOid } from '../session/registries';
import type { SettingsSnapshot } from '../settings/snapshot';
import { smsSentTo } from '../sms/outbox';
import { applicationsOfRegistry } from './records';
import { closureRequestsOf, type ClosureRow } from './store';
import { errors } from '../../errors';

export function toClosureRequest(row: ClosureRow) {
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

/**
 * Everything the portal holds about the signed-in person (KVKK art. 11): their own data in full —
 * it is theirs — except what no one may read back: password hashes, SMS codes and temporary passwords.
 */
export async function myData(db: Queryable, settings: SettingsSnapshot, person: Member, now: Date): Promise<MyData> {
  const registry = await registryByOid(db, person.registryOid);
  if (!registry) throw errors.notFound('Sicil kaydı bulunamadı.');
  const member = await memberOfRegistry(db, registry.oid);
  // One after another: the connection may be a single client, which runs one query at a time.
  const addresses = await addressesOfRegistry(db, registry.oid);
  const debts = await openDebts(db, registry.oid, now);
  const orders = await ordersOfRegistry(db, registry.oid);
  const collections = await collectionsOfRegistry(db, registry.oid);
  const declarations = await declarationsOfRegistry(db, registry.oid);
  const applications = await applicationsOfRegistry(db, registry.oid);
  const complaints = await complaintsOfRegistry(db, registry.oid);
  const signIns = await signInsOfPerson(db, member?.id ?? null, registry.oid);
  const closures = await closureRequestsOf(db, registry.oid);
  const phones = [...new Set([member?.phone, registry.phone].filter((phone): phone is string => !!phone))];
  return {
    generatedAt: now.toISOString(),
    municipality: settings.public.MunicipalityName,
    account: member
      ? {
          userName: member.userName,
          phone: member.phone,
          email: member.email,
          smsConsent: member.smsConsent,
          status: member.status,
          kvkkAcceptedAt: member.kvkkAcceptedAt.toISOString(),
          createdAt: member.createdAt.toISOString(),
          updatedAt: member.updatedAt.toISOString(),
        }
      : null,
    registries: [
      {
        kind: registry.kind,
        kindName: registryKinds[registry.kind],
        identityNo: registry.identityNo,
        name: registry.name,
        surname: registry.surname,
        fatherName: registry.fatherName,
        motherName: registry.motherName,
        birthPlace: registry.birthPlace,
        birthDate: registry.birthDate,
        gender: registry.gender,
        phone: registry.phone,
        email: registry.email,
        registryNo: registry.registryNo,
        addresses: addresses.map((row) => ({ kind: row.kind, text: row.text })),
      },
    ],
    openDebts: debts,
    payments: orders,
    receipts: collections.map((row) => ({
      receiptNo: row.receiptNo,
      orderNo: row.orderNo,
      collectedAt: row.collectedAt,
      amountKurus: row.totalKurus,
      lines: row.lines.map((line) => ({
        description: line.description,
        amountKurus: line.principalKurus + line.interestKurus,
      })),
    })),
    declarations: declarations.map((row) => ({
      declarationNo: row.declarationNo,
      kind: row.kind,
      year: row.year,
      title: row.title,
      totalKurus: row.totalKurus,
      submittedAt: row.submittedAt.toISOString(),
    })),
    applications,
    complaints: complaints.map((row) => ({
      trackingNo: row.trackingNo,
      kind: row.kind,
      description: row.description,
      place: row.placeText,
      status: row.status,
      answer: row.answer,
      createdAt: row.createdAt.toISOString(),
    })),
    smsSent: await smsSentTo(db, phones),
    signIns,
    closureRequests: closures.map(toClosureRequest),
    retainedUnderLaw: [...retainedUnderLaw],
  };
}
