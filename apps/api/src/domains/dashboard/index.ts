import { revenueDeskRoles, type StaffRole } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import { defineDomain } from '../../domain';
import { complaintFigures } from '../complaints/desk-figures';
import { collectionFigures } from '../debts/desk-figures';
import { webhookBacklogFigures } from '../events/desk-figures';
import { paymentFigures } from '../payments/desk-figures';
import { planFigures } from '../restructuring/desk-figures';
import { smsBacklogFigures } from '../sms/desk-figures';
import { requireStaff } from '../staff/guard';
import { cancellationFigures } from '../subscriptions/desk-figures';

/**
 * The desk's home (decision 085): each domain's figures from its own service and store, put together
 * for the parts the staff member's role may see; the other parts are null and never read. Counts and
 * sums only — no person is read, so nothing goes to the audit trail.
 */

const complaintRoles: readonly StaffRole[] = ['complaints_operator', 'unit_manager', 'administrator'];
const cancellationRoles: readonly StaffRole[] = ['subscriptions_operator', 'administrator'];

export const dashboardDomain = defineDomain({
  name: 'dashboard',
  handlers: {
    GetDeskDashboard: async (_input, context) => {
      const staff = requireStaff(context);
      const { db } = context;
      const now = context.now();
      const today = istanbulToday(now);
      const may = (roles: readonly StaffRole[]) => roles.includes(staff.role);
      return {
        today,
        generatedAt: now.toISOString(),
        revenue: may(revenueDeskRoles)
          ? {
              ...(await collectionFigures(db, today)),
              paymentsByState: await paymentFigures(db, today),
              plansByState: await planFigures(db),
            }
          : null,
        complaints: may(complaintRoles) ? await complaintFigures(db, staff, today) : null,
        cancellations: may(cancellationRoles) ? await cancellationFigures(db) : null,
        backlogs:
          staff.role === 'administrator'
            ? { sms: await smsBacklogFigures(db), webhooks: await webhookBacklogFigures(db) }
            : null,
      };
    },
  },
});
