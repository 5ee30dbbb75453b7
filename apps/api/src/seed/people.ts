import { sandboxPeople } from '@ebelediye/sandbox';
import type { Queryable } from '../db/client';
import { employees, members, registries, registryAddresses } from '../db/schema';
import { hashPassword } from '../domains/session/passwords';

/** Every demo account signs in with this password (README "Demo accounts"). */
export const demoPassword = 'Demo2026';

/**
 * Demo citizens: the people the sandbox population register and e-Devlet know, minus those kept
 * unknown on purpose, plus a business. Ayşe and the business have accounts, Mehmet has one and is
 * an employee, Zeynep has a registry but no account (she can sign up, or sign in via e-Devlet).
 */
export async function seedPeople(tx: Queryable): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  const known = sandboxPeople.filter((person) => person.knownToMunicipality);
  const createdAt = new Date('2020-01-15T09:00:00Z');
  const phones: Record<string, string> = {
    '10000000146': '5321112233',
    '17291716060': '5332223344',
    '23456789060': '5343334455',
  };

  await tx.insert(registries).values([
    ...known.map((person, index) => ({
      oid: `R-DEMO-${index + 1}`,
      kind: 'G' as const,
      identityNo: person.tckn,
      name: person.ad,
      surname: person.soyad,
      fatherName: person.fatherName,
      motherName: person.motherName,
      birthPlace: person.birthPlace,
      birthDate: person.birthDate,
      gender: person.gender,
      phone: phones[person.tckn] ?? null,
      email: `${person.ad.toLocaleLowerCase('tr-TR').replace(/[^a-z]/g, '')}@ornek.example`,
      createdAt,
    })),
    {
      oid: 'R-DEMO-T1',
      kind: 'T' as const,
      identityNo: '4540536920',
      name: 'Yeşilvadi Gıda Ticaret Ltd. Şti.',
      surname: '',
      taxOfficeCode: '099201',
      phone: '5354445566',
      email: 'muhasebe@yesilvadigida.example',
      createdAt,
    },
  ]);

  await tx.insert(registryAddresses).values([
    {
      registryOid: 'R-DEMO-1',
      kind: 'ikamet' as const,
      text: 'Cumhuriyet Mah. Çınar Sok. No: 12 İç Kapı: 3, Yeşilvadi / Örnekşehir',
    },
    {
      registryOid: 'R-DEMO-2',
      kind: 'ikamet' as const,
      text: 'Atatürk Mah. Gül Cad. No: 45 İç Kapı: 8, Yeşilvadi / Örnekşehir',
    },
    { registryOid: 'R-DEMO-3', kind: 'ikamet' as const, text: 'Yeni Mah. Zeytin Sok. No: 7, Yeşilvadi / Örnekşehir' },
    { registryOid: 'R-DEMO-T1', kind: 'is' as const, text: 'Sanayi Mah. 3. Cad. No: 21, Yeşilvadi / Örnekşehir' },
  ]);

  const member = (registryOid: string, userName: string, phone: string, email: string) => ({
    registryOid,
    userName,
    passwordHash,
    phone,
    email,
    smsConsent: true,
    kvkkAcceptedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  await tx
    .insert(members)
    .values([
      member('R-DEMO-1', '10000000146', '5321112233', 'ayse@ornek.example'),
      member('R-DEMO-2', '17291716060', '5332223344', 'mehmet@ornek.example'),
      member('R-DEMO-T1', '4540536920', '5354445566', 'muhasebe@yesilvadigida.example'),
    ]);

  await tx.insert(employees).values({
    registryOid: 'R-DEMO-2',
    employeeNo: 'P-1042',
    unit: 'Fen İşleri Müdürlüğü',
    title: 'Tekniker',
    startDate: '2012-04-02',
  });
}
