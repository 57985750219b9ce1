import { receiveLoanForm } from '@/server/submissions/loan-form-submission';

export const submitSmeEnquiry = receiveLoanForm('sme_enquiry', 'SQE');

/** The route has parsed the application again with the full schema: the earlier validate call is never trusted. */
export const submitSmeApplication = receiveLoanForm('sme_application', 'SMA');
