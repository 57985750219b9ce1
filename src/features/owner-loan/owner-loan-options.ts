/** The property-owner loan's enumerations, as stable codes the forms label in both languages. */
export const propertyTypes = [
  'private_residential',
  'village_house',
  'commercial',
  'industrial',
  'car_park',
] as const;
export const ownerLoanPurposes = [
  'debt_consolidation',
  'renovation',
  'business',
  'education',
  'medical',
  'other',
] as const;
export const employmentTypes = ['employed', 'self_employed', 'retired', 'other'] as const;
