import { callOperation, type InputOf } from '../../../lib/api-client';

/** SPEC §4 login, first step: whether an account exists for the ID (never a password). */
export function retrievePassword(input: InputOf<'RetrievePassword'>) {
  return callOperation('RetrievePassword', input);
}
