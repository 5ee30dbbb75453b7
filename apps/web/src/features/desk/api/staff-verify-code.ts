import { callOperation, type InputOf } from '../../../lib/api-client';

/** Step 2: the SMS code; the server replaces the pending cookie with the staff session's. */
export function staffVerifyCode(input: InputOf<'StaffVerifyCode'>) {
  return callOperation('StaffVerifyCode', input);
}
