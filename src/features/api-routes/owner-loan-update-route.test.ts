import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { latestSubmission, submissionByReference } from '@/db/testing/inspect';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import {
  ownerLoanApplicationEndpoint,
  ownerLoanUpdateEndpoint,
} from '@/features/owner-loan/owner-loan-endpoints';
import { jsonRoute } from './route-lookup';

const start = jsonRoute('konew_loan_application');
const enquire = jsonRoute('konew_loan_enquiry');
const update = jsonRoute('konew_loan_application_update');

/** The documented examples, as a browser sends them. */
const applicant = { ...ownerLoanApplicationEndpoint.example, ...humanTiming };
const steps = {
  property: ownerLoanUpdateEndpoint.example.property!,

  loan: { amount: 800_000, tenor_months: 120, purpose: 'renovation' },
  income: { employment_type: 'employed', monthly_income: 45_000 },
};
const send = async (body: object) => {
  const response = await update(apiRequest('/api/v2/konew_loan_application_update', body));
  return { status: response.status, body: await response.json() };
};

describeEachDatabase('property-owner loan flow', (database) => {
  it('takes an enquiry: 201 with a reference, consents and an outbox row', async () => {
    const response = await enquire(
      apiRequest('/api/v2/konew_loan_enquiry', {
        name: 'Chan',
        mobile: '91234567',
        agree_tnc: true,
        locale: 'en-US',
        ...humanTiming,
      }),
    );
    expect(response.status).toBe(201);
    const stored = await submissionByReference(database().db, (await response.json()).reference);
    expect(stored).toMatchObject({ kind: 'owner_loan_enquiry', status: 'received' });
    expect(stored?.consents.find((c) => c.purpose === 'direct_marketing')?.granted).toBe(false);
    expect(stored?.outbox).toHaveLength(1);
  });

  it('saves an application step by step, submits it once complete, and refuses updates after that', async () => {
    const started = await start(apiRequest('/api/v2/konew_loan_application', applicant));
    expect(started.status).toBe(201);
    const { applicationToken, reference, status, missingSteps } = await started.json();
    expect({ status, missingSteps }).toEqual({
      status: 'draft',
      missingSteps: ['property', 'loan', 'income'],
    });
    expect((await submissionByReference(database().db, reference))?.outbox).toHaveLength(0);

    expect(await send({ applicationToken, property: steps.property })).toMatchObject({
      status: 200,
      body: { completedSteps: ['property'] },
    });
    expect(await send({ applicationToken, loan: steps.loan, submit: true })).toEqual({
      status: 422,
      body: { error: { code: 'application_incomplete', fields: { income: 'required' } } },
    });
    // The refused submission saved nothing, so the loan step is sent again.
    expect(
      await send({ applicationToken, loan: steps.loan, income: steps.income, submit: true }),
    ).toMatchObject({
      status: 200,
      body: { reference, status: 'submitted', missingSteps: [] },
    });
    const stored = await submissionByReference(database().db, reference);
    expect(stored).toMatchObject({
      status: 'submitted',
      payload: { property: steps.property, income: steps.income },
    });
    expect(stored?.submittedAt).toBeInstanceOf(Date);
    expect(stored?.outbox.map((row) => row.event)).toEqual(['owner_loan_application.submitted']);

    expect(
      await send({ applicationToken, income: { ...steps.income, monthly_income: 1 } }),
    ).toEqual({
      status: 409,
      body: { error: { code: 'application_already_submitted' } },
    });
  });

  it('checks each step against the product bounds and answers 404 for an unknown token', async () => {
    const { applicationToken } = await (
      await start(apiRequest('/api/v2/konew_loan_application', applicant))
    ).json();
    const tooMuch = await send({ applicationToken, loan: { ...steps.loan, amount: 50_000_000 } });
    expect(tooMuch.body.error.fields).toEqual({ 'loan.amount': 'above_product_maximum' });
    const mortgage = await send({
      applicationToken,
      property: { ...steps.property, has_mortgage: true },
    });
    expect(mortgage.body.error.fields).toEqual({ 'property.outstanding_mortgage': 'required' });
    expect(
      (await send({ applicationToken: 'AAAAAAAAAAAAAAAAAAAAAA', loan: steps.loan })).status,
    ).toBe(404);
    expect((await latestSubmission(database().db, 'owner_loan_application'))?.status).toBe('draft');
  });
});

describe('owner loan application start', () => {
  it('refuses a form without the terms agreement', async () => {
    const response = await start(
      apiRequest('/api/v2/konew_loan_application', { ...applicant, agree_tnc: false }),
    );
    expect((await response.json()).error.fields).toEqual({ agree_tnc: 'must_accept' });
  });
});
