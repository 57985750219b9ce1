import type { Db } from '@/db/client';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { insertReceivedLoanForm } from '@/server/submissions/loan-form-submission';
import type { SmeLoanApplication, SmeLoanEnquiry } from './sme-loan-schema';

export const saveSmeEnquiry = (tx: Db, enquiry: SmeLoanEnquiry, campaign?: LeadCampaign) =>
  insertReceivedLoanForm(tx, 'sme_enquiry', 'SQE', enquiry, campaign);

export const saveSmeApplication = (
  tx: Db,
  application: SmeLoanApplication,
  campaign?: LeadCampaign,
) => insertReceivedLoanForm(tx, 'sme_application', 'SMA', application, campaign);
