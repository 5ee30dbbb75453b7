import { useComplaintChange } from './complaint-change';

export const useAddComplaintNote = () => useComplaintChange('AddComplaintNote');
