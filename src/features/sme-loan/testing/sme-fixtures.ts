import { applicationExample, enquiryExample } from '../sme-loan-endpoints';
/** A complete, valid SME application as a form would send it: the documented example, copied. */
export const validApplication = () => structuredClone(applicationExample);

export const validEnquiry = () => ({ ...enquiryExample });
