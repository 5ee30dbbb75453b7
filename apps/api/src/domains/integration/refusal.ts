/**
 * A refusal of the integration API: `{ message, code, field? }` with its status (and, for a batch with
 * errors, its per-row results). The integration API answers in its own shape, apart from the citizen
 * API's `{ Message, code }` (decision 077).
 */
export class IntegrationRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }

  toBody(): { message: string; code: string; field?: string } {
    return { message: this.message, code: this.code, ...(this.extra.field ? { field: this.extra.field } : {}) };
  }
}
