import { callOperation, type InputOf } from '../../../lib/api-client';

/** Checks the password and the ALTCHA solution; the server sets the session cookie and returns MemberInfo. */
export function validateUserForEMunicipality(input: InputOf<'ValidateUserForEMunicipality'>) {
  return callOperation('ValidateUserForEMunicipality', input);
}
