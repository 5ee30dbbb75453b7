import { callOperation, type InputOf } from '../../../lib/api-client';

/** Exchanges e-Devlet's code for a one-time handle (the access token stays on the server); null when refused. */
export function loginViaEDevlet(input: InputOf<'LoginViaEDevlet'>) {
  return callOperation('LoginViaEDevlet', input);
}
