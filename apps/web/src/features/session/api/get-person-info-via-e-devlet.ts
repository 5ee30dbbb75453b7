import { callOperation, type InputOf } from '../../../lib/api-client';

/** Who e-Devlet signed in: sonucKodu EDV09.000 and kimlikNo on success. */
export function getPersonInfoViaEDevlet(input: InputOf<'GetPersonInfoViaEDevlet'>) {
  return callOperation('GetPersonInfoViaEDevlet', input);
}
