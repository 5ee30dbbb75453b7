import type { OperationName } from '@ebelediye/contract';

/**
 * The staff desk's operations and their contract modules: loaded the first time the desk calls one
 * (operation-schemas.ts), never with a citizen's screen.
 */
const deskDomains = {
  staff: () => import('@ebelediye/contract/staff'),
  'staff-audit': () => import('@ebelediye/contract/staff-audit'),
  'staff-admin': () => import('@ebelediye/contract/staff-admin'),
  'integration-clients': () => import('@ebelediye/contract/integration-clients'),
  events: () => import('@ebelediye/contract/events'),
  reconciliation: () => import('@ebelediye/contract/reconciliation'),
  'desk-payments': () => import('@ebelediye/contract/desk-payments'),
  'end-of-day': () => import('@ebelediye/contract/end-of-day'),
  'desk-settings': () => import('@ebelediye/contract/desk-settings'),
  dashboard: () => import('@ebelediye/contract/dashboard'),
  refunds: () => import('@ebelediye/contract/refunds'),
};

export const domainOfDeskOperation = {
  StaffSignIn: 'staff',
  StaffVerifyCode: 'staff',
  GetStaffSession: 'staff',
  ChangeStaffPassword: 'staff',
  StaffSignOut: 'staff',
  GetStaffSignInSecurity: 'staff',
  GetLawDataGaps: 'staff',
  GetStaffActions: 'staff-audit',
  GetStaffAccounts: 'staff-admin',
  CreateStaffAccount: 'staff-admin',
  DisableStaffAccount: 'staff-admin',
  EnableStaffAccount: 'staff-admin',
  ChangeStaffAccountRole: 'staff-admin',
  ResetStaffAccountPhone: 'staff-admin',
  SendStaffTemporaryPassword: 'staff-admin',
  CreateStaffUnit: 'staff-admin',
  GetIntegrationClients: 'integration-clients',
  IssueIntegrationClient: 'integration-clients',
  RevokeIntegrationClient: 'integration-clients',
  GetWebhookEndpoints: 'events',
  AddWebhookEndpoint: 'events',
  SetWebhookEndpointEnabled: 'events',
  ReplayWebhookEvents: 'events',
  GetReconciliation: 'reconciliation',
  RunReconciliation: 'reconciliation',
  ResolveReconciliationDifference: 'reconciliation',
  SearchDeskPayments: 'desk-payments',
  GetDeskPayment: 'desk-payments',
  EndOfDayGetDay: 'end-of-day',
  EndOfDayCloseDay: 'end-of-day',
  GetDeskSettings: 'desk-settings',
  SaveDeskSettings: 'desk-settings',
  UploadDeskLogo: 'desk-settings',
  RemoveDeskLogo: 'desk-settings',
  GetDeskDashboard: 'dashboard',
  RequestPaymentRefund: 'refunds',
  ApprovePaymentRefund: 'refunds',
  RejectPaymentRefund: 'refunds',
  GetPaymentRefunds: 'refunds',
} as const satisfies Partial<Record<OperationName, keyof typeof deskDomains>>;

export type DeskOperationName = keyof typeof domainOfDeskOperation;

export function loadDeskDomain(name: DeskOperationName): Promise<Record<string, unknown>> {
  return deskDomains[domainOfDeskOperation[name]]();
}
