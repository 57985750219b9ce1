import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { BranchCardView } from './branch-card-view';
import { branches, regions, type Branch, type Region } from './branch-data';

const regionKey = {
  'hong-kong-island': 'hongKongIsland',
  kowloon: 'kowloon',
  'new-territories': 'newTerritories',
} as const satisfies Record<Region, string>;

/**
 * Every branch grouped by Hong Kong Island, Kowloon and New Territories: a pure view, complete
 * without JavaScript (each card's live status is filled in by live-hours.script.ts).
 */
export function BranchListView({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'StoreAddress');
  return (
    <div className="@container space-y-8" data-testid="branch-list">
      {branchesByRegion().map(({ region, branches }) => (
        <section key={region} aria-labelledby={`region-${region}`}>
          <h2 id={`region-${region}`} className="text-xl font-bold">
            {/* The count brings its own space and brackets: " (2 branches)", "（2 間分行）". */}
            {t(`regions.${regionKey[region]}`)}
            <span className="text-base font-normal text-slate-600">
              {t('branchCount', { count: branches.length })}
            </span>
          </h2>
          <ul className="mt-3 grid gap-4 @2xl:grid-cols-2">
            {branches.map((branch) => (
              <li key={branch.id}>
                <BranchCardView locale={locale} branch={branch} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The branches in region order, without a region that has none. */
function branchesByRegion(
  list: readonly Branch[] = branches,
): Array<{ region: Region; branches: Branch[] }> {
  return regions
    .map((region) => ({ region, branches: list.filter((item) => item.region === region) }))
    .filter((group) => group.branches.length > 0);
}
