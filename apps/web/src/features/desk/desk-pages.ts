import { revenueDeskRoles, type StaffRole } from '@ebelediye/contract/staff';
import type { ComponentType } from 'react';
import type { DeskTranslation } from '../../locales/tr/desk';

/**
 * The desk's pages, written once: the desk's router, its navigation list and the document title read
 * this table. A desk module (complaints, contract cancellations, …) adds its screens here — one entry
 * per page, its screen loaded lazily, its title a key of `pages` in locales/tr/desk.ts.
 */
export interface DeskPage {
  /** Below /yonetim: '' is the desk's home, 'sikayetler/:id' a page with a parameter. */
  path: string;
  title: keyof DeskTranslation['pages'];
  /** Shown in the navigation list (pages with a parameter are reached from their list instead). */
  nav: boolean;
  /** Staff roles that see and open the page; every role when absent. The API checks again. */
  roles?: readonly StaffRole[];
  screen: () => Promise<{ default: ComponentType }>;
}

/** Decision 056: the complaint desk is its units' operators and managers, and administrators. */
const complaintDeskRoles: readonly StaffRole[] = ['complaints_operator', 'unit_manager', 'administrator'];

/** Where a staff member sets their own password; the only page while a temporary one must be replaced. */
export const deskPasswordPath = 'sifre';

export const deskPages: DeskPage[] = [
  { path: '', title: 'home', nav: true, screen: () => import('./home/desk-home-screen') },
  {
    path: 'basvurular',
    title: 'complaints',
    nav: true,
    roles: complaintDeskRoles,
    screen: () => import('./complaints/queue-screen'),
  },
  {
    path: 'basvurular/:id',
    title: 'complaint',
    nav: false,
    roles: complaintDeskRoles,
    screen: () => import('./complaints/detail-screen'),
  },
  {
    path: 'hizmet-listesi',
    title: 'complaintCategories',
    nav: true,
    roles: ['administrator'],
    screen: () => import('./complaints/categories-screen'),
  },
  {
    path: 'open311-anahtarlari',
    title: 'open311Keys',
    nav: true,
    roles: ['administrator'],
    screen: () => import('./complaints/open311-keys-screen'),
  },
  {
    path: 'entegrasyon-anahtarlari',
    title: 'integrationClients',
    nav: true,
    roles: ['administrator'],
    screen: () => import('./integration/integration-clients-screen'),
  },
  {
    path: 'olay-abonelikleri',
    title: 'webhookEndpoints',
    nav: true,
    roles: ['administrator'],
    screen: () => import('./events/webhook-endpoints-screen'),
  },
  {
    path: 'sozlesme-iptalleri',
    title: 'contractCancellations',
    nav: true,
    roles: ['subscriptions_operator', 'administrator'],
    screen: () => import('./contract-cancellations/queue-screen'),
  },
  {
    path: 'islem-kaydi',
    title: 'staffActions',
    nav: true,
    roles: ['administrator'],
    screen: () => import('./staff-actions/staff-actions-screen'),
  },
  {
    path: 'personel',
    title: 'staff',
    nav: true,
    roles: ['administrator'],
    screen: () => import('./staff-admin/staff-admin-screen'),
  },
  {
    path: 'mutabakat',
    title: 'reconciliation',
    nav: true,
    roles: ['administrator'],
    screen: () => import('./reconciliation/reconciliation-screen'),
  },
  {
    path: 'odemeler',
    title: 'payments',
    nav: true,
    roles: revenueDeskRoles,
    screen: () => import('./payments/payments-screen'),
  },
  {
    path: 'odemeler/:orderNo',
    title: 'payment',
    nav: false,
    roles: revenueDeskRoles,
    screen: () => import('./payments/payment-screen'),
  },
  {
    path: 'iadeler',
    title: 'refunds',
    nav: true,
    roles: revenueDeskRoles,
    screen: () => import('./refunds/refunds-screen'),
  },
  {
    path: 'gun-sonu',
    title: 'endOfDay',
    nav: true,
    roles: revenueDeskRoles,
    screen: () => import('./end-of-day/end-of-day-screen'),
  },
  {
    path: 'ayarlar',
    title: 'settings',
    nav: true,
    roles: ['administrator'],
    screen: () => import('./settings/settings-screen'),
  },
  {
    path: 'vatandas',
    title: 'citizenSupport',
    nav: true,
    roles: revenueDeskRoles,
    screen: () => import('./citizen-support/citizen-support-screen'),
  },
  {
    path: 'hesap-kapatma',
    title: 'accountClosures',
    nav: true,
    roles: revenueDeskRoles,
    screen: () => import('./citizen-support/account-closures-screen'),
  },
  {
    path: deskPasswordPath,
    title: 'password',
    nav: true,
    screen: () => import('./password/password-screen'),
  },
];

export function pagesFor(role: StaffRole): DeskPage[] {
  return deskPages.filter((page) => !page.roles || page.roles.includes(role));
}

/** The pages a signed-in person may open now: their role's, or only the password page after a temporary one. */
export function reachablePages(staff: { role: StaffRole; mustChangePassword: boolean }): DeskPage[] {
  return staff.mustChangePassword ? deskPages.filter((page) => page.path === deskPasswordPath) : pagesFor(staff.role);
}
