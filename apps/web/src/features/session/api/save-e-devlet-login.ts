import { callOperation, type InputOf } from '../../../lib/api-client';

/** Opens the session for the registry e-Devlet's identity owns; returns MemberInfo. */
export function saveEDevletLogin(input: InputOf<'SaveEDevletLogin'>) {
  return callOperation('SaveEDevletLogin', input);
}
