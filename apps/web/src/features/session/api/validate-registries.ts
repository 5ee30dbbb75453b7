import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** Whether the municipality already has a registry or an account for an ID (no personal data). */
export function useValidateRegistries() {
  return useMutation({
    mutationFn: (input: InputOf<'ValidateRegistries'>) => callOperation('ValidateRegistries', input),
    meta: { handlesOwnErrors: true },
  });
}
