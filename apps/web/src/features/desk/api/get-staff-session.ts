import { callOperation } from '../../../lib/api-client';

/** Who is signed in at the desk; 401 when nobody is. */
export function getStaffSession() {
  return callOperation('GetStaffSession', {});
}
