import type { FastifyInstance } from 'fastify';
import { defineDomain, type MemberContext } from '../../domain';
import { errors } from '../../errors';
import { payslipPdf } from './payslip-pdf';
import { enforcementOf, leaveOf } from './records';
import { employeeOf, payslipOf, payslipsUpTo, type PayslipRow } from './store';
import { hideEnforcementAfter, payslipVisibility } from './visibility';

// Payroll, leave and enforcement for the signed-in employee (docs/employees.md). The
// contract declares these `employee` calls, so the operations plugin has already refused anonymous
// callers and members without an employee row; every query below is keyed by the caller's registry.

async function me(context: Pick<MemberContext, 'db' | 'member'>) {
  const registryOid = context.member.registryOid;
  const employee = await employeeOf(context.db, registryOid);
  if (!employee) throw errors.forbidden('Bu bilgiler yalnızca belediye personeline açıktır.');
  return {
    registryOid,
    employee,
    summary: {
      name: `${employee.name} ${employee.surname}`.trim(),
      employeeNo: employee.employeeNo,
      unit: employee.unit,
      title: employee.title,
    },
  };
}

const notFound = () => errors.notFound('Bu ay için görüntülenebilecek bir bordro yok.');

/** The month's payslip if the caller may see it now (LastSalaryHideTillDay). */
async function visiblePayslip(
  context: Pick<MemberContext, 'db' | 'member' | 'settings' | 'now'>,
  year: number,
  month: number,
): Promise<PayslipRow> {
  const { registryOid } = await me(context);
  const { last } = payslipVisibility(context.now(), context.settings.public.LastSalaryHideTillDay);
  if (year * 12 + month > last.year * 12 + last.month) throw notFound();
  const slip = await payslipOf(context.db, registryOid, year, month);
  if (!slip) throw notFound();
  return slip;
}

const pdfPath = (year: number, month: number) => `/api/payslips/${year}-${String(month).padStart(2, '0')}.pdf`;

export const employeesDomain = defineDomain({
  name: 'employees',
  handlers: {
    GetEmployeePayrollList: async (_input, context) => {
      const { registryOid, summary } = await me(context);
      const { last, hidden } = payslipVisibility(context.now(), context.settings.public.LastSalaryHideTillDay);
      const rows = await payslipsUpTo(
        context.db,
        registryOid,
        hidden ? { year: hidden.year, month: hidden.month } : last,
      );
      const visible = rows.filter((row) => !hidden || row.year !== hidden.year || row.month !== hidden.month);
      return {
        employee: summary,
        payslips: visible.map((row) => ({
          year: row.year,
          month: row.month,
          grossKurus: row.grossKurus,
          netKurus: row.netKurus,
          paymentDate: row.paymentDate,
        })),
        // Said only when this month's payslip is there and waiting.
        hidden: hidden && visible.length !== rows.length ? hidden : null,
      };
    },

    GetEmployeePayroll: async ({ year, month }, context) => {
      const slip = await visiblePayslip(context, year, month);
      return {
        year: slip.year,
        month: slip.month,
        paymentDate: slip.paymentDate,
        earnings: {
          baseKurus: slip.baseKurus,
          allowancesKurus: slip.allowancesKurus,
          overtimeKurus: slip.overtimeKurus,
          bonusKurus: slip.bonusKurus,
          grossKurus: slip.grossKurus,
        },
        deductions: {
          sgkKurus: slip.sgkKurus,
          unemploymentKurus: slip.unemploymentKurus,
          incomeTaxBaseKurus: slip.incomeTaxBaseKurus,
          cumulativeBaseKurus: slip.cumulativeBaseKurus,
          incomeTaxKurus: slip.incomeTaxKurus,
          incomeTaxExemptionKurus: slip.incomeTaxExemptionKurus,
          stampTaxKurus: slip.stampTaxKurus,
          stampTaxExemptionKurus: slip.stampTaxExemptionKurus,
          unionDuesKurus: slip.unionDuesKurus,
          enforcementKurus: slip.enforcementKurus,
          otherKurus: slip.otherDeductionsKurus,
          totalKurus: slip.grossKurus - slip.netKurus,
        },
        netKurus: slip.netKurus,
        employerCostKurus: slip.employerCostKurus,
        note: slip.note,
        pdfUrl: pdfPath(slip.year, slip.month),
      };
    },

    GetEmployeeLeaveInformation: async ({ year }, context) => {
      const { registryOid, employee, summary } = await me(context);
      return { employee: summary, ...(await leaveOf(context.db, employee, registryOid, year)) };
    },

    GetEmployeeEnforcementList: async (_input, context) => {
      const { registryOid, summary } = await me(context);
      // A month whose payslip LastSalaryHideTillDay still hides has its enforcement lines hidden too.
      const { last } = payslipVisibility(context.now(), context.settings.public.LastSalaryHideTillDay);
      return { employee: summary, files: hideEnforcementAfter(await enforcementOf(context.db, registryOid), last) };
    },
  },
  routes: async (app: FastifyInstance) => {
    /** The payslip PDF, for the employee it belongs to only, and not before LastSalaryHideTillDay. */
    app.get('/api/payslips/:file', async (request, reply) => {
      if (!request.member) throw errors.unauthenticated();
      if (!request.member.isEmployee) throw errors.forbidden('Bu bilgiler yalnızca belediye personeline açıktır.');
      const match = /^(\d{4})-(\d{2})\.pdf$/.exec(String((request.params as { file: string }).file));
      const month = match ? Number(match[2]) : 0;
      if (!match || month < 1 || month > 12) throw notFound();
      const settings = await app.settings.get();
      const context = { db: app.db, member: request.member, settings, now: app.now };
      const slip = await visiblePayslip(context, Number(match[1]), month);
      const { employee } = await me(context);
      const pdf = await payslipPdf(settings, employee, slip);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="bordro-${match[1]}-${match[2]}.pdf"`)
        .send(pdf);
    });
  },
});
