import { valuationCreateRoute } from '@/features/api-routes/api-v2-routes';
import { valuationInputs, valuationPayload } from '@/features/valuation/valuation-inputs';
import type { PlainPost } from './plain-post';

/** The valuation posted without JavaScript: its reference is the result page's encoded id. */
export const valuationPost: PlainPost<typeof valuationInputs> = {
  inputs: valuationInputs,
  payload: valuationPayload,
  route: valuationCreateRoute,
  reference: (answer) => answer.encodedId,
};
