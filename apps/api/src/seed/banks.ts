import type { Queryable } from '../db/client';
import { bankBranches, banks } from '../db/schema';

// Banks as base data (every database, seed/law.ts), branches for the demo only. A live municipality
// loads its banks' branch lists (TBB publishes them per bank) the same way; see docs/subscriptions.md.

const bankSource =
  'TCMB EFT sistemi katılımcı banka kodları (TR IBAN 5–9. hane), Türkiye Bankalar Birliği banka listesi; kurulumda güncel listeyle doğrulanmalıdır';

/** EFT bank codes: the five digits after "TRkk" in an IBAN. SPEC §9's merchant codes are the last four. */
export const bankRows = [
  { code: '00010', name: 'T.C. Ziraat Bankası A.Ş.' },
  { code: '00012', name: 'Türkiye Halk Bankası A.Ş.' },
  { code: '00015', name: 'Türkiye Vakıflar Bankası T.A.O.' },
  { code: '00032', name: 'Türk Ekonomi Bankası A.Ş.' },
  { code: '00046', name: 'Akbank T.A.Ş.' },
  { code: '00059', name: 'Şekerbank T.A.Ş.' },
  { code: '00062', name: 'Türkiye Garanti Bankası A.Ş.' },
  { code: '00064', name: 'Türkiye İş Bankası A.Ş.' },
  { code: '00067', name: 'Yapı ve Kredi Bankası A.Ş.' },
  { code: '00099', name: 'ING Bank A.Ş.' },
  { code: '00103', name: 'Fibabanka A.Ş.' },
  { code: '00111', name: 'QNB Bank A.Ş.' },
  { code: '00123', name: 'HSBC Bank A.Ş.' },
  { code: '00124', name: 'Alternatifbank A.Ş.' },
  { code: '00134', name: 'DenizBank A.Ş.' },
  { code: '00135', name: 'Anadolubank A.Ş.' },
  { code: '00146', name: 'Odea Bank A.Ş.' },
  { code: '00203', name: 'Albaraka Türk Katılım Bankası A.Ş.' },
  { code: '00205', name: 'Kuveyt Türk Katılım Bankası A.Ş.' },
  { code: '00206', name: 'Türkiye Finans Katılım Bankası A.Ş.' },
  { code: '00209', name: 'Ziraat Katılım Bankası A.Ş.' },
  { code: '00210', name: 'Vakıf Katılım Bankası A.Ş.' },
  { code: '00211', name: 'Türkiye Emlak Katılım Bankası A.Ş.' },
].map((row) => ({ ...row, source: bankSource }));

const demoSource = 'DEMO — Yeşilvadi demo belediyesi için uydurulmuş şube; gerçek değildir';

/** Invented branches in the demo county, so the demo's refund form has something to choose. */
export const demoBranchRows = [
  ['00010', '1234', 'Yeşilvadi Şubesi'],
  ['00010', '1235', 'Yeşilvadi Sanayi Şubesi'],
  ['00012', '0456', 'Yeşilvadi Şubesi'],
  ['00015', '0789', 'Yeşilvadi Çarşı Şubesi'],
  ['00062', '0321', 'Yeşilvadi Şubesi'],
  ['00064', '0654', 'Yeşilvadi Şubesi'],
  ['00064', '0655', 'Atatürk Caddesi Şubesi'],
  ['00046', '0987', 'Yeşilvadi Şubesi'],
  ['00067', '0111', 'Yeşilvadi Şubesi'],
].map(([bankCode, code, name]) => ({
  bankCode,
  code,
  name,
  city: 'Örnekşehir',
  county: 'Yeşilvadi',
  source: demoSource,
  demo: true,
}));

/** Base data: the bank list (a row staff corrected stays as it is). */
export async function seedBanks(db: Queryable): Promise<void> {
  await db.insert(banks).values(bankRows).onConflictDoNothing();
}

export async function seedDemoBranches(db: Queryable): Promise<void> {
  await db.insert(bankBranches).values(demoBranchRows).onConflictDoNothing();
}
