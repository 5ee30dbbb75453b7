import type { MemberInfo } from '@ebelediye/contract';
import { sessionMessages } from '@ebelediye/contract/session-messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/errors';
import { retrievePassword } from './api/retrieve-password';
import { validateUserForEMunicipality } from './api/validate-user-for-e-municipality';

export interface SignInInput {
  userName: string;
  password: string;
  altcha: string;
  applicationName: string;
}

/**
 * SPEC §4 login after the human verification: is there an account (RetrievePassword), then the
 * credentials (ValidateUserForEMunicipality, which also sets the session cookie and answers with
 * MemberInfo, so GetUserOfEMunicipality is not needed). Rejects with SPEC §8's sentences.
 */
export async function signIn({ userName, password, altcha, applicationName }: SignInInput): Promise<MemberInfo> {
  const { memberExists } = await retrievePassword({ userName, applicationName });
  if (!memberExists) throw new ApiError(404, 'not_found', sessionMessages.noMember, undefined);
  const { member } = await validateUserForEMunicipality({ userName, password, altcha });
  return member;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { handlesOwnErrors: true } });
}
