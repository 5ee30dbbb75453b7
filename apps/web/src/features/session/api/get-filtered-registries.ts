import { callOperation, type InputOf } from '../../../lib/api-client';

/** The registries of one's own ID (signed in, or just verified by e-Devlet with the handle). */
export function getFilteredRegistries(input: InputOf<'GetFilteredRegistries'>) {
  return callOperation('GetFilteredRegistries', input);
}
