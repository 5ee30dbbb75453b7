import { describe, expect, it } from 'vitest';
import { pagesFor, reachablePages } from './desk-pages';

// Decision 056: each role sees its own desk; the API refuses the rest again (and records the attempt).
describe('the desk pages a role sees', () => {
  const titles = (role: Parameters<typeof pagesFor>[0]) => pagesFor(role).map((page) => page.title);

  it('gives a complaints operator the complaints, not the cancellations or the audit trail', () => {
    expect(titles('complaints_operator')).toEqual(['home', 'complaints', 'complaint', 'password']);
    expect(titles('unit_manager')).toEqual(['home', 'complaints', 'complaint', 'password']);
  });

  it('gives the cancellation desk its own page only', () => {
    expect(titles('subscriptions_operator')).toEqual(['home', 'contractCancellations', 'password']);
  });

  it('gives an administrator everything, the audit trail included', () => {
    expect(titles('administrator')).toEqual([
      'home',
      'complaints',
      'complaint',
      'complaintCategories',
      'open311Keys',
      'integrationClients',
      'webhookEndpoints',
      'contractCancellations',
      'staffActions',
      'staff',
      'reconciliation',
      'payments',
      'payment',
      'refunds',
      'endOfDay',
      'settings',
      'citizenSupport',
      'accountClosures',
      'password',
    ]);
  });

  it("gives the revenue desk its payments, refunds, the end of day, citizens' support and closures", () => {
    const revenueDesk = [
      'home',
      'payments',
      'payment',
      'refunds',
      'endOfDay',
      'citizenSupport',
      'accountClosures',
      'password',
    ];
    expect(titles('revenue_operator')).toEqual(revenueDesk);
    expect(titles('revenue_supervisor')).toEqual(revenueDesk);
    expect(titles('complaints_operator')).not.toContain('citizenSupport');
  });

  it('gives someone signed in with a temporary password only the page that replaces it', () => {
    const only = reachablePages({ role: 'administrator', mustChangePassword: true }).map((page) => page.title);
    expect(only).toEqual(['password']);
    expect(reachablePages({ role: 'administrator', mustChangePassword: false })).toEqual(pagesFor('administrator'));
  });
});
