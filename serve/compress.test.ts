import { describe, expect, it } from 'vitest';
import { compressible } from './compress';

describe('compression', () => {
  it("leaves the API's answers to posts alone, and compresses pages, form posts and API reads", () => {
    expect(compressible('POST', '/api/v2/kcash_sme_loan_application')).toBe(false);
    expect(compressible('POST', '/sme-loan?_action=smeEnquiry')).toBe(true);
    expect(compressible('GET', '/api/v2/branches')).toBe(true);
    expect(compressible('GET', '/en-US/faq')).toBe(true);
  });
});
