import { callOperation, type InputOf } from '../../../lib/api-client';

/** Step 1: user name and password; the server sends the SMS code and sets the pending staff cookie. */
export function staffSignIn(input: InputOf<'StaffSignIn'>) {
  return callOperation('StaffSignIn', input);
}
