import { type MemberInfo, maskIdentityNumber, registryKinds } from '@ebelediye/contract';
import { randomBytes } from 'node:crypto';
import type { Queryable, Transaction } from '../../db/client';
import { errors } from '../../errors';
import {
  type AddressRow,
  addressesOfRegistry,
  employeeNoOf,
  insertRegistry,
  lockedPortalOnlyRegistries,
  lockedRegistriesByNo,
  registriesByNo,
  setSourceAddresses,
  upsertSourceRegistries,
  type SourceRegistry,
  memberOfRegistry,
  type MemberRow,
  registryByOid,
  type RegistryInsert,
  type RegistryRow,
} from './store';

export type { SourceRegistry } from './store';
export { memberById, memberByUserName, registriesOf, registryByOid } from './store';

export function maskPhone(phone: string | null): string | null {
  return phone ? `(${phone.slice(0, 3)}) *** ** ${phone.slice(8)}` : null;
}

export function toRegistry(row: RegistryRow) {
  return {
    Oid: row.oid,
    kind: row.kind,
    kindName: registryKinds[row.kind],
    identityNoMasked: maskIdentityNumber(row.identityNo),
    name: row.name,
    surname: row.surname,
  };
}

function toAddress(row: AddressRow) {
  return {
    kind: row.kind,
    countyCode: row.countyCode,
    districtCode: row.districtCode,
    streetCode: row.streetCode,
    outerDoorCode: row.outerDoorCode,
    innerDoorCode: row.innerDoorCode,
    text: row.text,
  };
}

/** Adds a registry for a person the municipality did not know (a one-off payer, a new member). */
export function createRegistry(db: Queryable, registry: RegistryInsert): Promise<RegistryRow> {
  return insertRegistry(db, registry);
}

export async function activeMemberOfRegistry(db: Queryable, registryOid: string): Promise<MemberRow | undefined> {
  const row = await memberOfRegistry(db, registryOid);
  return row?.status === 'active' ? row : undefined;
}

export async function registryDetail(db: Queryable, oid: string) {
  const registry = await registryByOid(db, oid);
  if (!registry) throw errors.notFound('Sicil kaydı bulunamadı.');
  const addresses = await addressesOfRegistry(db, oid);
  return {
    ...toRegistry(registry),
    fatherName: registry.fatherName,
    motherName: registry.motherName,
    birthPlace: registry.birthPlace,
    birthDate: registry.birthDate,
    gender: registry.gender,
    phoneMasked: maskPhone(registry.phone),
    email: registry.email,
    taxOfficeCode: registry.taxOfficeCode,
    addresses: addresses.map(toAddress),
  };
}

/** SPEC §3 MemberInfo for the browser's sessionStorage: names, flags and the registry; nothing secret. */
export async function memberInfo(
  db: Queryable,
  registryOid: string,
  member: MemberRow | undefined,
  viaEDevlet: boolean,
): Promise<MemberInfo> {
  const registry = await registryByOid(db, registryOid);
  if (!registry) throw errors.notFound('Sicil kaydı bulunamadı.');
  const employee = await employeeNoOf(db, registryOid);
  return {
    userName: member?.userName ?? maskIdentityNumber(registry.identityNo),
    memberId: member?.id ?? null,
    name: registry.name,
    surname: registry.surname,
    email: member?.email ?? registry.email,
    phoneMasked: maskPhone(member?.phone ?? registry.phone),
    smsConsent: member?.smsConsent ?? false,
    mustChangePassword: member?.mustChangePassword ?? false,
    isEmployee: employee !== undefined,
    viaEDevlet,
    UserDetail: { Registry: toRegistry(registry) },
  };
}

// ---- The revenue system's registries (docs/integration.md) ---------------------------------------

/** A new registry's oid, made as for a person who signs up or pays without an account. */
export function newRegistryOid(): string {
  return `R-${randomBytes(8).toString('hex')}`;
}

/** The registries with these revenue-system numbers (the revenue system's key), locked, with their versions. */
export function lockRegistriesByNo(
  tx: Transaction,
  registryNos: string[],
): Promise<{ oid: string; registryNo: string | null; sourceVersion: number | null }[]> {
  return lockedRegistriesByNo(tx, [...new Set(registryNos)]);
}

/** The portal's oid of each of these registry numbers it knows. */
export async function registryOidsByNo(db: Queryable, registryNos: string[]): Promise<Map<string, string>> {
  const rows = await registriesByNo(db, [...new Set(registryNos)]);
  return new Map(rows.flatMap((row) => (row.registryNo ? [[row.registryNo, row.oid] as const] : [])));
}

/**
 * Registries of these identity numbers known only to the portal (a citizen who signed up before the
 * revenue system pushed them), oldest first, locked: a new registry number claims one of them.
 */
export function lockPortalOnlyRegistries(
  tx: Transaction,
  identityNos: string[],
): Promise<{ oid: string; identityNo: string; kind: string }[]> {
  return lockedPortalOnlyRegistries(tx, [...new Set(identityNos)]);
}

/**
 * Writes the revenue system's registries under the oids given (new, claimed or stored), in one
 * statement, and the residence address of those written; a stored version as new or newer is left.
 * Answers the oids written.
 */
export async function upsertRegistriesFromSource(
  tx: Transaction,
  rows: SourceRegistry[],
  now: Date,
): Promise<string[]> {
  const written = new Set(await upsertSourceRegistries(tx, rows, now));
  await setSourceAddresses(
    tx,
    rows.flatMap((row) => (row.address && written.has(row.oid) ? [{ oid: row.oid, text: row.address }] : [])),
  );
  return [...written];
}
