import { useMutation, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

// The citizen's complaint calls. One file for the domain's few calls, keyed by name.

export function useComplaintCategories() {
  return useQuery({
    queryKey: ['GetComplaintCategories'],
    queryFn: () => callOperation('GetComplaintCategories', {}),
    staleTime: 10 * 60_000,
  });
}

export function useUploadComplaintPhoto() {
  return useMutation({
    mutationFn: (input: InputOf<'UploadComplaintPhoto'>) => callOperation('UploadComplaintPhoto', input),
    meta: { handlesOwnErrors: true },
  });
}

export function useLodgeComplaint() {
  return useMutation({
    mutationFn: (input: InputOf<'LodgeComplaint'>) => callOperation('LodgeComplaint', input),
    meta: { handlesOwnErrors: true },
  });
}

export function useMyComplaints(enabled: boolean) {
  return useQuery({
    queryKey: ['GetMyComplaints'],
    queryFn: () => callOperation('GetMyComplaints', {}),
    enabled,
    staleTime: 0,
  });
}

export function useComplaintLookup() {
  return useMutation({
    mutationFn: (input: InputOf<'GetComplaintByTrackingNo'>) => callOperation('GetComplaintByTrackingNo', input),
    meta: { handlesOwnErrors: true },
  });
}

export function useVerifyComplaintPhone() {
  return useMutation({
    mutationFn: (input: InputOf<'VerifyComplaintPhone'>) => callOperation('VerifyComplaintPhone', input),
    meta: { handlesOwnErrors: true },
  });
}
