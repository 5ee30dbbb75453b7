import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** GetBankList: the banks by EFT code, to name the bank of an IBAN as it is typed. */
export function useBanks() {
  return useQuery({ queryKey: ['GetBankList'], queryFn: () => callOperation('GetBankList', {}), staleTime: Infinity });
}
