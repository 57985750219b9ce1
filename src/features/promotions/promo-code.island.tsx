import type { ComponentProps } from 'react';
import { PromoCode } from './promo-code.client';

/**
 * The promo code with its copy button and toast (5000 ms) as an Astro island: the code itself is
 * server-rendered and readable without JavaScript; the button works once the island runs.
 */
export function PromoCodeIsland(props: ComponentProps<typeof PromoCode>) {
  return <PromoCode {...props} />;
}
