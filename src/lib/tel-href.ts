/** A `tel:` link for a Hong Kong number as the site writes it (`2000 0001` → `tel:+85220000001`). */
export const telHref = (hongKongNumber: string) => `tel:+852${hongKongNumber.replace(/\s/g, '')}`;
