import { useComplaintChange } from './complaint-change';

export const useChangeComplaintStatus = () => useComplaintChange('ChangeComplaintStatus');
