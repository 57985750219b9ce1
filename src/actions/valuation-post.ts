import { actionRoute } from '@/features/api-routes/route-lookup';
import { valuationInputs, valuationPayload } from '@/features/valuation/valuation-inputs';
import type { PlainPost } from './plain-post';

/** The valuation posted without JavaScript: its reference is the result page's encoded id. */
export const valuationPost: PlainPost<typeof valuationInputs> = {
  inputs: valuationInputs,
  payload: valuationPayload,
  ...actionRoute('valuation'),
  reference: (answer) => answer.encodedId,
};
