// The loan product type of both spaces' content models (content-model.ts, content-model-sme.ts).
import { field, oneOf, symbol, type } from './content-fields';

/** A whole number of at least `min` (Contentful's `range` validation), the same in every locale. */
export const integer = (id: string, name: string, min = 1) =>
  field(id, name, 'Integer', { required: true, validations: [{ range: { min } }] });

/**
 * A loan product's published terms (one entry per product code; not localised). The site reads them
 * for the calculator, the example table, the forms' bounds and the API's checks
 * (src/features/loan-calculator/loan-products.ts), and refuses an entry whose ranges disagree.
 */
export const loanProductType = (id: string, codes: string[]) =>
  type(
    id,
    'Loan product terms',
    'The amount, term and monthly flat rate ranges, the handling fee and the representative example of one loan product. A publish applies them to the page, the calculator, the forms and the API.',
    [
      symbol('productType', 'Product code', {
        required: true,
        validations: [{ unique: true }, ...oneOf(codes)],
      }),
      integer('minAmount', 'Minimum amount (HK$)'),
      integer('maxAmount', 'Maximum amount (HK$)'),
      integer('minMonths', 'Shortest term (months)'),
      integer('maxMonths', 'Longest term (months)'),
      integer('minFlatRateBasisPoints', 'Lowest monthly flat rate (basis points: 45 is 0.45%)'),
      integer('maxFlatRateBasisPoints', 'Highest monthly flat rate (basis points)'),
      integer('handlingFeeBasisPoints', 'Handling fee (basis points of the amount)', 0),
      integer('exampleAmountHkd', 'Representative example: amount (HK$)'),
      integer('exampleMonths', 'Representative example: term (months)'),
      integer(
        'exampleFlatRateBasisPoints',
        'Representative example: monthly flat rate (basis points)',
      ),
    ],
    'productType',
  );
