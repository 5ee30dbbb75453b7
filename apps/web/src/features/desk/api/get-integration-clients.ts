import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useIntegrationClients() {
  return useQuery({
    queryKey: ['desk', 'GetIntegrationClients'],
    queryFn: () => callOperation('GetIntegrationClients', {}),
    staleTime: 0,
  });
}
