import { z } from 'zod';
import './zod-config';
import { cancellationStates } from './subscriptions';
import { defineOperation, requestBody } from './operation';
import { paymentStates } from './payments';
import { planStates } from './restructuring';

// The desk's home (decision 085): today and this month at a glance. Counts and sums only, never a
// person: each part is present only for the roles that may see it, null for the others.

/** Where an open application stands against its legal deadline, most urgent first. */
export const complaintDeadlineBuckets = ['overdue', 'dueToday', 'thisWeek', 'later'] as const;
export type ComplaintDeadlineBucket = (typeof complaintDeadlineBuckets)[number];
export const complaintDeadlineBucketNames: Record<ComplaintDeadlineBucket, string> = {
  overdue: 'Yasal süresi geçmiş',
  dueToday: 'Süresi bugün doluyor',
  thisWeek: 'Bu hafta doluyor',
  later: 'Daha sonra',
};

const kurus = z.number().int();
const count = z.number().int().nonnegative();

const amountSchema = z.object({ count, totalKurus: kurus });

export const dashboardRevenueSchema = z.object({
  /** 24 entries, hour 0–23 of today in Istanbul; card and counter collections alike. */
  collectionsByHour: z.array(amountSchema.extend({ hour: z.number().int() })),
  /** Every day of this month up to today (yyyy-mm-dd). */
  collectionsByDay: z.array(amountSchema.extend({ day: z.string() })),
  /** By the accrual's revenue type, principal plus gecikme zammı; largest first. */
  revenueTypesToday: z.array(amountSchema.extend({ code: z.string(), name: z.string() })),
  revenueTypesMonth: z.array(amountSchema.extend({ code: z.string(), name: z.string() })),
  /** Card payments started today, by where they stand now. */
  paymentsByState: z.array(amountSchema.extend({ state: z.enum(paymentStates), name: z.string() })),
  /** Restructuring plans, all of them, by state. */
  plansByState: z.array(z.object({ state: z.enum(planStates), name: z.string(), count })),
});
export type DashboardRevenue = z.infer<typeof dashboardRevenueSchema>;

export const dashboardComplaintsSchema = z.object({
  /** The unit the figures are limited to; null: every unit (administrators). */
  unitName: z.string().nullable(),
  /** Open applications (received or in progress) by unit; `overdue` of them past their legal deadline. */
  byUnit: z.array(z.object({ unitName: z.string(), open: count, overdue: count })),
  /** The open applications by deadline, in complaintDeadlineBuckets' order. */
  byDeadline: z.array(z.object({ bucket: z.enum(complaintDeadlineBuckets), name: z.string(), count })),
});
export type DashboardComplaints = z.infer<typeof dashboardComplaintsSchema>;

export const dashboardCancellationsSchema = z.object({
  byState: z.array(z.object({ state: z.enum(cancellationStates), name: z.string(), count })),
});
export type DashboardCancellations = z.infer<typeof dashboardCancellationsSchema>;

export const dashboardBacklogsSchema = z.object({
  sms: z.object({
    /** Messages waiting to be sent or being sent. */
    waiting: count,
    /** When the oldest waiting one was written; null when none waits. */
    oldestAt: z.string().nullable(),
    /** Messages given up after every try. */
    failed: count,
  }),
  webhooks: z.object({
    pending: count,
    oldestAt: z.string().nullable(),
    disabledEndpoints: count,
  }),
});
export type DashboardBacklogs = z.infer<typeof dashboardBacklogsSchema>;

export const deskDashboardSchema = z.object({
  /** Istanbul's today (yyyy-mm-dd) and the moment the figures were read. */
  today: z.string(),
  generatedAt: z.string(),
  revenue: dashboardRevenueSchema.nullable(),
  complaints: dashboardComplaintsSchema.nullable(),
  cancellations: dashboardCancellationsSchema.nullable(),
  backlogs: dashboardBacklogsSchema.nullable(),
});
export type DeskDashboard = z.infer<typeof deskDashboardSchema>;

export const GetDeskDashboard = defineOperation({
  name: 'GetDeskDashboard',
  domain: 'dashboard',
  summary:
    'Personel: masanın ana sayfası için bugünün ve bu ayın sayıları (tahsilat, ödemeler, başvurular, yapılandırmalar, bekleyen SMS ve olaylar); her rol yalnızca kendi bölümlerini alır, kişisel veri yoktur.',
  access: 'staff',
  changesState: false,
  input: requestBody({}),
  output: deskDashboardSchema,
});
