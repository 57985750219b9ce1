const STORE_ACTIONS = ['app_store', 'google_play', 'app_gallery'] as const;

/**
 * Every button the site's markup tags for analytics: its section and the actions in it (spec section
 * 7: the tracker sends them as `button_cta` and `button_location`). Views tag a button only through
 * `trackedButton()`, so a tag missing here does not compile, and the collector takes no other.
 */
export const TRACKED_BUTTONS = {
  hero: ['download_app', 'learn_more'],
  cta: ['download_app'],
  activation: ['open_app', 'download_app'],
  promotion: ['apply_now'],
  promotions: ['apply_now'],
  property: ['ownerLoan', 'valuation'],
  sme: ['learn_more'],
  latest: ['promotion', 'blog', 'news'],
  stores: STORE_ACTIONS,
  app: STORE_ACTIONS,
} as const satisfies Record<string, readonly string[]>;

export type TrackedSection = keyof typeof TRACKED_BUTTONS;
export type TrackedAction<S extends TrackedSection> = (typeof TRACKED_BUTTONS)[S][number];

/** The home carousel's buttons: their actions are the slides' slugs, which the content store holds. */
export const SLIDE_SECTION = 'carousel';

/** The data attributes that make a button tracked (tracker.ts reads them). */
export const trackedButton = <S extends TrackedSection>(section: S, action: TrackedAction<S>) => ({
  'data-section': section,
  'data-action': action,
});

/** A carousel slide's button: tagged with the slide's slug. */
export const trackedSlide = (slug: string) => ({
  'data-section': SLIDE_SECTION,
  'data-action': slug,
});

/** Whether `section` and `action` tag a button of the site; `slides` are the carousel's slugs now. */
export function isTrackedButton(
  section: string,
  action: string,
  slides: ReadonlySet<string>,
): boolean {
  if (section === SLIDE_SECTION) return slides.has(action);
  if (!Object.hasOwn(TRACKED_BUTTONS, section)) return false;
  const actions: readonly string[] = TRACKED_BUTTONS[section as TrackedSection];
  return actions.includes(action);
}
