import { z } from '@/lib/zod';
import {
  accessTokenSchema,
  agreeDirectMarketing,
  hkMobile,
  personName,
  shortText as text,
} from '@/server/submissions/common-fields';
import { crossRule, withRules } from '@/components/forms/schema-rules';

/**
 * A field the payload may leave out or send empty (the app sends every field, "" for what it does
 * not have: the spec's defaults): "" is taken as not given.
 */
const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Spec section 3's create payload (its camelCase names); source defaults to konew_web, isEng to false. */
export const valuationFields = z.strictObject({
  estate: blankable(text(100)),
  address: blankable(text(300)),
  floor: blankable(text(10)),
  flat: blankable(text(10)),
  district: blankable(text(60)),
  street: blankable(text(100)),
  streetNo: blankable(text(20)),
  building: blankable(text(100)),
  block: blankable(text(20)),
  deviceId: blankable(text(128)),
  customerName: blankable(personName),
  phone: blankable(hkMobile),
  source: z
    .string()
    .regex(/^[a-z0-9_]{1,32}$/)
    .default('konew_web'),
  playerId: blankable(text(128)),
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
  description:
    'At least one of estate, address, building or street identifies the property. A text field sent empty (""), as the app sends what it does not have, counts as not given.',
});

export type ValuationCreate = z.output<typeof valuationCreateSchema>;

/** The valuation's id for the visitor: an access token, unguessable, derived from nothing. */
export const encodedIdSchema = accessTokenSchema;

export const valuationLookupSchema = z.strictObject({ encodedId: encodedIdSchema });

const estimateSchema = z.object({
  currency: z.literal('HKD'),
  value: z
    .number()
    .meta({ description: 'The estimate; low and high are a band of ±band around it.' }),
  low: z.number(),
  high: z.number(),
  band: z.number().meta({
    description:
      'Half-width of the band as a fraction: 0.05 for a known flat, 0.12 for an estate only.',
  }),
  pricePerSqFt: z.number(),
  saleableAreaSqFt: z.object({ min: z.number(), max: z.number() }).meta({
    description:
      "The flat's saleable area (min equals max), or the estate's range when the flat is unknown.",
  }),
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
