import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** GetBankBranchList: a bank's branches, once its code is known. */
export function useBankBranches(bankCode: string | null) {
  return useQuery({
    queryKey: ['GetBankBranchList', bankCode],
    queryFn: () => callOperation('GetBankBranchList', { bankCode: bankCode! }),
    enabled: bankCode !== null,
    staleTime: Infinity,
  });
}
