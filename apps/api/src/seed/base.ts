import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { registries, resolutionTypes, revenueTypes, staffAccounts } from '../db/schema';
import { revenueTypeRows } from './debts';
import { demoMenu, type MenuSeed } from './menus';
import { demoParameters } from './parameters';
import { seedReferenceTables } from './reference-tables';
import { resolutionTypeRows } from './resolutions';

/**
 * What a real municipality's database starts with (demo mode off, docs/configuration.md): the
 * settings to fill in, the parameters, the menu, and what the law fixes for every municipality —
 * late-interest rates, revenue types, the tax tables (wear shares, construction costs, land values,
 * ad tariffs, ÇTV prices) and the kinds of council and committee decisions. Nothing of the fictional
 * demo municipality: no people, accounts or debts, and no addresses, street values or resolutions
 * (those are the municipality's own records, loaded from its systems or with `npm run import`).
 */
export function baseSettings(): Record<string, unknown> {
  return {
    Service: '/api',
    ApplicationName: 'MUNICIPALITY_INFORMATION_SYSTEM',
    SystemUser: 'EBELEDIYE_WEB',
    // The municipality's own: empty until set (the server lists them at start, see requiredSettings).
    CityName: '',
    CityCode: '',
    CountyName: '',
    CountyCode: '',
    MunicipalityName: '',
    MunicipalityNameCapital: '',
    MayorName: '',
    MayorTitle: 'Belediye Başkanı',
    MunicipalityWebsiteUrl: '',
    MayorPhotosUrl: '',
    MayorInfoUrl: '',
    // Services the municipality turns on when it offers them.
    HasSubscription: false,
    ShowSubscriptionMenu: false,
    ShowMatrimonyPaymentMenu: false,
    ContractCancellationMaxPastDays: 30,
    // A refund above this waits for a second person at the desk (four eyes): 5 000 TL.
    RefundApprovalLimitKurus: 500000,
    // e-Devlet needs the municipality's agreement with Türksat (a client id and secret) first.
    IsEDevletLoginDisable: true,
    EDEVLET_REDIRECT_URI: '/e-devlet-girisi',
    EDEVLET_CLIENT_ID: '',
    // The bank's store: from the bank's contract. No sandbox address, so nothing is sent anywhere by mistake.
    ActiveBankMerchantCode: '',
    MerchantId: '',
    CurrencyCode: '949',
    StoreType: '3d_pay_hosting',
    ThreeDSecureWebRequestUrl: '',
    VPosWebRequestUrl: '',
    VPosTerminalNo: '',
    BankRequesUrl: '',
    ExpirationYearsToAdd: 10,
    SuccessUrl: '/success-operation',
    FailureUrl: '/failed-operation',
    LogoCoordinates: '40,30',
    LogoWidth: 64,
    LogoHeight: 64,
    OperationPauseStartHours: 0,
    OperationPauseStartMinute: 0,
    OperationPauseFinishHours: 0,
    OperationPauseFinishMinute: 0,
    LastSalaryHideTillDay: 15,
    StoreKey: '',
    MerchantPassword: '',
    machineKey: randomBytes(32).toString('hex'),
    SMSUsername: '',
    TransmissionID: '',
    SMSMunicipalityCode: '',
    SystemWSSUser: 'EBELEDIYE_WSS',
  };
}

/** The demo's contact details (ILETISIM, KVKK) are the fictional municipality's; every other parameter is a default to review. */
export const baseParameters = demoParameters.filter(
  (parameter) => parameter.groupCode !== 'ILETISIM' && parameter.groupCode !== 'KVKK',
);

/** The menu without links to the reserved `.example` domain, which only the demo uses (RFC 2606). */
export function baseMenu(items: MenuSeed[] = demoMenu): MenuSeed[] {
  return items
    .filter((item) => !item.url?.includes('.example'))
    .map((item) => (item.children ? { ...item, children: baseMenu(item.children) } : item));
}

/**
 * The law's tables, the same for every municipality (the demo inserts them with its own data);
 * late-interest rates and holidays come from seedLaw (seed/law.ts), which a start runs whenever the code's law rows change.
 */
export async function seedNationalTables(tx: Queryable): Promise<void> {
  // The law seed (seed/restructuring.ts) may have added its own revenue type first.
  await tx.insert(revenueTypes).values(revenueTypeRows).onConflictDoNothing();
  // Without an address register there are no streets to value: the street table stays empty.
  await seedReferenceTables(tx, { countyCode: '', districts: [], streets: [] });
  await tx.insert(resolutionTypes).values(resolutionTypeRows);
}

/**
 * The demo people's registries are named R-DEMO-…; any of them in a database started with demo mode
 * off means the published demo password would sign in on a live portal.
 */
export async function hasDemoPeople(db: Database): Promise<boolean> {
  const rows = await db
    .select({ oid: registries.oid })
    .from(registries)
    .where(sql`${registries.oid} like 'R-DEMO-%'`)
    .limit(1);
  // The demo desk accounts (seed/staff.ts) share the published password too.
  const staff = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(sql`${staffAccounts.userName} like 'demo.%'`)
    .limit(1);
  return rows.length > 0 || staff.length > 0;
}
