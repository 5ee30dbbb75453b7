import { useComplaintChange } from './complaint-change';

export const useAssignComplaint = () => useComplaintChange('AssignComplaint');
