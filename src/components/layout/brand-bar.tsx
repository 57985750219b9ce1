import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';

/** The custom layout's top bar: brand and language switch, no navigation. */
export function BrandBar() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <BrandMark />
        <LanguageSwitch />
      </div>
    </header>
  );
}
