import { type MemberInfo, maskIdentityNumber, registryKinds } from '@ebelediye/contract';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { employees, members, registries, registryAddresses } from '../../db/schema';
import { errors } from '../../errors';

type RegistryRow = typeof registries.$inferSelect;
type MemberRow = typeof members.$inferSelect;
type AddressRow = typeof registryAddresses.$inferSelect;

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

/** Registries of one identity number, the first found first (SPEC §3 "the first registry found"). */
export async function registriesOf(db: Queryable, identityNo: string): Promise<RegistryRow[]> {
  return db
    .select()
    .from(registries)
    .where(eq(registries.identityNo, identityNo))
    .orderBy(asc(registries.createdAt), asc(registries.oid));
}

export async function registryByOid(db: Queryable, oid: string): Promise<RegistryRow | undefined> {
  const [row] = await db.select().from(registries).where(eq(registries.oid, oid));
  return row;
}

export async function memberByUserName(db: Queryable, userName: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.userName, userName));
  return row;
}

export async function memberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function activeMemberOfRegistry(db: Queryable, registryOid: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.registryOid, registryOid));
  return row?.status === 'active' ? row : undefined;
}

export async function registryDetail(db: Queryable, oid: string) {
  const registry = await registryByOid(db, oid);
  if (!registry) throw errors.notFound('Sicil kaydı bulunamadı.');
  const addresses = await db
    .select()
    .from(registryAddresses)
    .where(eq(registryAddresses.registryOid, oid))
    .orderBy(asc(registryAddresses.id));
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
  const [employee] = await db
    .select({ no: employees.employeeNo })
    .from(employees)
    .where(eq(employees.registryOid, registryOid));
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
