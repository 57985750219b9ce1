import { z } from '@/lib/zod';
import {
  accessTokenSchema,
  agreeDirectMarketing,
  hkMobile,
  personName,
  shortText as text,
} from '@/server/submissions/common-fields';
import { crossRule, withRules } from '@/components/forms/schema-rules';

/** Spec section 3's create payload (its camelCase names); source defaults to konew_web, isEng to false. */
export const valuationFields = z.strictObject({
  estate: text(100).optional(),
  address: text(300).optional(),
  floor: text(10).optional(),
  flat: text(10).optional(),
  district: text(60).optional(),
  street: text(100).optional(),
  streetNo: text(20).optional(),
  building: text(100).optional(),
  block: text(20).optional(),
  deviceId: text(128).optional(),
  customerName: personName.optional(),
  phone: hkMobile.optional(),
  source: z
    .string()
    .regex(/^[a-z0-9_]{1,32}$/)
    .default('konew_web'),
  playerId: text(128).optional(),
  agree_direct_marketing: agreeDirectMarketing,
  isEng: z
    .boolean()
    .default(false)
    .meta({ description: 'Answer with English estate and district names.' }),
});

/** At least one way of naming the property, reported on the estate (the form's first field). */
const propertyRule = crossRule<z.output<typeof valuationFields>>(
  ['estate', 'address', 'building', 'street'],
  (value, issue) => {
    if (!value.estate && !value.address && !value.building && !value.street)
      issue(['estate'], 'property_required');
  },
);

export const valuationCreateSchema = withRules(valuationFields, [propertyRule]).meta({
  description: 'At least one of estate, address, building or street identifies the property.',
});

export type ValuationCreate = z.output<typeof valuationCreateSchema>;

/** The valuation's id for the visitor: an access token, unguessable, derived from nothing. */
export const encodedIdSchema = accessTokenSchema;

export const valuationLookupSchema = z.strictObject({ encodedId: encodedIdSchema });

const estimateSchema = z.object({
  currency: z.literal('HKD'),
  value: z
    .number()
    .meta({ description: 'The estimate; low and high are a band of ±5 % around it.' }),
  low: z.number(),
  high: z.number(),
  pricePerSqFt: z.number(),
  saleableAreaSqFt: z.object({ min: z.number(), max: z.number() }),
  dataDate: z.string(),
  source: z.string(),
  sample: z
    .boolean()
    .meta({ description: 'True while the figures come from the bundled SAMPLE table.' }),
});

/** What a visitor sees of a valuation: the property as entered and the answer, never name or phone. */
export const valuationViewSchema = z.object({
  status: z.enum(['estimated', 'pending_manual_review']),
  property: z.object({
    estate: z.string().nullable(),
    district: z.string().nullable(),
    block: z.string().nullable(),
    floor: z.string().nullable(),
    flat: z.string().nullable(),
  }),
  estimate: estimateSchema.nullable(),
  createdAt: z.iso.datetime(),
});

export const valuationAnswerSchema = z.object({
  encodedId: encodedIdSchema,
  valuation: valuationViewSchema,
});
export const valuationLookupAnswerSchema = z.object({ valuation: valuationViewSchema });

export type ValuationView = z.output<typeof valuationViewSchema>;
