import { callOperation } from '../../../lib/api-client';

export function staffSignOut() {
  return callOperation('StaffSignOut', {});
}
