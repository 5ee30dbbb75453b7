import { z } from 'zod';

/**
 * What a screen hands to the bank window through the router's state: the chosen debts (or an order
 * already created), never anything about a card. Read back with `readPaymentWindowState`, since
 * history state outlives the code that wrote it.
 */
const paymentWindowStateSchema = z
  .object({
    /** Where the debts were chosen, so "Vazgeç" and a lost state lead back there. */
    source: z.enum(['debts', 'fast', 'matrimony']),
    accrualIds: z.array(z.number().int().positive()).max(100).default([]),
    /** What the citizen saw when choosing, shown until the server fixes the amounts. */
    items: z
      .array(
        z.object({
          accrualId: z.number().int(),
          description: z.string(),
          principalKurus: z.number().int(),
          interestKurus: z.number().int(),
          totalKurus: z.number().int(),
        }),
      )
      .max(100)
      .default([]),
    /** Set once the attempt exists: a reload or a "back" from the bank shows the same order. */
    orderNo: z
      .string()
      .regex(/^[A-Za-z0-9]{8,64}$/)
      .optional(),
  })
  .refine((state) => state.orderNo !== undefined || state.accrualIds.length > 0);

export type PaymentWindowState = z.output<typeof paymentWindowStateSchema>;
export type PaymentSource = PaymentWindowState['source'];
export type PaymentWindowItem = PaymentWindowState['items'][number];

export function readPaymentWindowState(state: unknown): PaymentWindowState | null {
  const parsed = paymentWindowStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
