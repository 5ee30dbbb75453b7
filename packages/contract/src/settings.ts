import { z } from 'zod';
import './zod-config';
import { onFirstUse } from '@ebelediye/finance';

/**
 * The deployment settings of SPEC §3 that may reach the browser, served as GET /AppSetting.json.
 * Secrets (see `secretSettingKeys`) stay on the server: they are not in this schema, so
 * serialization drops them even if someone adds them to the object by mistake.
 */
export const appSettingsSchema = z.object({
  Service: z.string(),
  ApplicationName: z.string(),
  CityName: z.string(),
  CityCode: z.string(),
  CountyName: z.string(),
  CountyCode: z.string(),
  SystemUser: z.string(),
  MunicipalityName: z.string(),
  MunicipalityNameCapital: z.string(),
  HasSubscription: z.boolean(),
  IsEDevletLoginDisable: z.boolean(),
  MayorName: z.string(),
  MayorTitle: z.string(),
  MunicipalityWebsiteUrl: z.string(),
  MayorPhotosUrl: z.string(),
  MayorInfoUrl: z.string(),
  ActiveBankMerchantCode: z.string(),
  MerchantId: z.string(),
  CurrencyCode: z.string(),
  ThreeDSecureWebRequestUrl: z.string(),
  VPosWebRequestUrl: z.string(),
  VPosTerminalNo: z.string(),
  ExpirationYearsToAdd: z.number().int(),
  SuccessUrl: z.string(),
  FailureUrl: z.string(),
  BankRequesUrl: z.string(),
  LogoCoordinates: z.string(),
  LogoWidth: z.number(),
  LogoHeight: z.number(),
  EDEVLET_REDIRECT_URI: z.string(),
  EDEVLET_CLIENT_ID: z.string(),
  OperationPauseStartHours: z.number().int().min(0).max(23),
  OperationPauseStartMinute: z.number().int().min(0).max(59),
  OperationPauseFinishHours: z.number().int().min(0).max(23),
  OperationPauseFinishMinute: z.number().int().min(0).max(59),
  StoreType: z.enum(['3d_pay_hosting', '3d_pay', '3d']),
  LastSalaryHideTillDay: z.number().int().min(0).max(31),
  ShowSubscriptionMenu: z.boolean(),
  ShowMatrimonyPaymentMenu: z.boolean(),
  /**
   * Not in SPEC's list: how many days before today a subscription cancellation's move-out date may
   * lie; a database from before it gets the default.
   */
  ContractCancellationMaxPastDays: z.number().int().min(0).max(365).default(30),
  /**
   * Not in SPEC's list: a refund or void above this many kuruş waits for a second person's approval at
   * the desk (four eyes); a database from before it gets 5 000 TL.
   */
  RefundApprovalLimitKurus: z.number().int().min(0).max(100_000_000_00).default(5_000_00),
  /** Not in SPEC's list: tells the web that /sandbox is mounted (demo mode), so it can link the SMS inbox. */
  DemoMode: z.boolean(),
});

export type AppSettings = z.infer<typeof appSettingsSchema>;
export type AppSettingKey = keyof AppSettings;

/** SPEC §3 settings that never leave the server. */
export const secretSettingKeys = [
  'StoreKey',
  'MerchantPassword',
  'machineKey',
  'SMSUsername',
  'TransmissionID',
  'SMSMunicipalityCode',
  'SystemWSSUser',
] as const;
export type SecretSettingKey = (typeof secretSettingKeys)[number];

/** The clock of the operation pause window, in minutes after midnight, Istanbul time. */
export interface PauseWindow {
  startMinute: number;
  finishMinute: number;
}

export function pauseWindowOf(
  settings: Pick<
    AppSettings,
    | 'OperationPauseStartHours'
    | 'OperationPauseStartMinute'
    | 'OperationPauseFinishHours'
    | 'OperationPauseFinishMinute'
  >,
): PauseWindow {
  return {
    startMinute: settings.OperationPauseStartHours * 60 + settings.OperationPauseStartMinute,
    finishMinute: settings.OperationPauseFinishHours * 60 + settings.OperationPauseFinishMinute,
  };
}

// Built once (onFirstUse): every state-changing call asks the pause window, and a new DateTimeFormat costs ~200 µs.
const istanbulClock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** Minutes after midnight in Turkey (UTC+3 all year since 2016). */
export function istanbulMinuteOfDay(now: Date): number {
  const parts = istanbulClock().formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value);
  return hour * 60 + minute;
}

/** A window whose start equals its finish is off; one that crosses midnight (23:30–01:00) wraps. */
export function isInPauseWindow(window: PauseWindow, now: Date): boolean {
  const { startMinute, finishMinute } = window;
  if (startMinute === finishMinute) return false;
  const minute = istanbulMinuteOfDay(now);
  return startMinute < finishMinute
    ? minute >= startMinute && minute < finishMinute
    : minute >= startMinute || minute < finishMinute;
}

export function formatClock(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60);
  const m = minuteOfDay % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function pausedMessage(window: PauseWindow): string {
  return `Sistem ${formatClock(window.startMinute)}–${formatClock(window.finishMinute)} saatleri arasında bakımdadır; bu sırada işlem yapılamaz. Saat ${formatClock(window.finishMinute)} itibarıyla tekrar hizmetinizdeyiz.`;
}
