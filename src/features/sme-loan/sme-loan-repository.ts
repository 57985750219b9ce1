import type { LeadCampaign } from '@/lib/lead-campaign';
import { receivedLoanForm } from '@/server/submissions/loan-form-submission';
import type { SmeLoanApplication, SmeLoanEnquiry } from './sme-loan-schema';

export const smeEnquiryRecord = (enquiry: SmeLoanEnquiry, campaign?: LeadCampaign) =>
  receivedLoanForm('sme_enquiry', 'SQE', enquiry, campaign);

export const smeApplicationRecord = (application: SmeLoanApplication, campaign?: LeadCampaign) =>
  receivedLoanForm('sme_application', 'SMA', application, campaign);
