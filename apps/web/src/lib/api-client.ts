import type { OperationInput, OperationName, OperationOutput, Operations } from '@ebelediye/contract';
// The errors module alone: the contract's index would bring zod into the first load.
import { errorMessages } from '@ebelediye/contract/errors';
import { ApiError, errorFromResponse, ServerError } from './errors';
import { loadOperation } from './operation-schemas';

export type InputOf<N extends OperationName> = OperationInput<Operations[N]>;
export type OutputOf<N extends OperationName> = OperationOutput<Operations[N]>;

interface ApiClientConfig {
  /** SPEC §7's configurable base address: settings.Service. */
  baseUrl: string;
  /** SPEC §7's fixed userName field: settings.SystemUser. */
  userName: string;
}

let config: ApiClientConfig = { baseUrl: '/api', userName: '' };

/** Called once /AppSetting.json has loaded, before any screen can make a call. */
export function configureApiClient(next: ApiClientConfig): void {
  config = { ...next, baseUrl: next.baseUrl.replace(/\/+$/, '') || '/api' };
}

/** The e-identity login legitimately answers with a bare token string, so SPEC §5's string rule spares it. */
const callsAnsweringWithStrings = new Set<OperationName>(['LoginViaEDevlet']);

/**
 * A date as servers write one: ISO 8601, Turkish dd.mm.yyyy, or an HTTP date. Date.parse alone will
 * not do: V8 reads "Hata oluştu 12" as a date.
 */
const dateShape = /^\s*(\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{4}|[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4})/;

/**
 * SPEC §5: older back ends reported some failures as a 200 whose body is a sentence. Such a
 * success is an error when it is a string longer than 10 characters that holds no HTML, is not a
 * date, is not '1' and does not come from the e-identity login call.
 */
export function isErrorSentence(name: OperationName, data: unknown): data is string {
  return (
    typeof data === 'string' &&
    data.length > 10 &&
    !/<[a-z!/][^>]*>/i.test(data) &&
    !dateShape.test(data) &&
    !callsAnsweringWithStrings.has(name) &&
    data !== '1'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls one operation of the wire contract: POST <base>/<Name> with a JSON body that carries the
 * fixed userName. No timeout (SPEC §7): a slow bank call must be allowed to finish.
 */
export async function callOperation<N extends OperationName>(name: N, input: InputOf<N>): Promise<OutputOf<N>> {
  // The operation's schemas load while the request is under way (only this domain's, the first time).
  const operation = loadOperation(name);
  // A failed load must not become an unhandled rejection while the request is still running.
  operation.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/${name}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // Spread last: sign-in sends the citizen's ID as userName, which must win over the fixed one.
      body: JSON.stringify({ userName: config.userName, ...input }),
    });
  } catch {
    // The network is down or the server unreachable; there is no response to read.
    throw new ApiError(0, 'unavailable', errorMessages.unavailable, undefined);
  }

  const body = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, body);
  if (body === undefined) throw new ServerError(response.status);
  if (isErrorSentence(name, body)) throw new ServerError(response.status, body, body);

  let definition: Operations[N];
  try {
    definition = await operation;
  } catch {
    // The page's code could not be loaded (network gone, or a new release replaced it).
    throw new ApiError(0, 'unavailable', errorMessages.unavailable, undefined);
  }
  const parsed = definition.output.safeParse(body);
  if (!parsed.success) {
    console.error(`${name}: yanıt sözleşmeye uymuyor`, parsed.error.issues);
    throw new ServerError(response.status, undefined, body);
  }
  return parsed.data as OutputOf<N>;
}
