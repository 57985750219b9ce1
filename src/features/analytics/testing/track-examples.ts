/** A body the collector stores: a button click on the home page, with its campaign. */
export const buttonClick = {
  event: 'Button Clicked',
  anonymousId: '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b',
  properties: {
    button_cta: 'download_app',
    button_location: 'homepage_hero_download_app',
    page: 'homepage',
    locale: 'en-US',
  },
  context: { campaign: { source: 'Facebook', medium: 'cpc', name: 'cny_2026' } },
};
