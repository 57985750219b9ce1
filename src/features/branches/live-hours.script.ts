// The branch finder's live hours without React (issue 32): once the page has loaded and the browser
// is idle (or at the visitor's first action), each branch card gets its open-now line and a dated
// week, from the rule the server put in `data-rule` and the holidays and messages in `data-live-hours`.
import { createTranslator } from 'use-intl/core';
import type { AppLocale } from '@/config/locales';
import { hongKongTimeZone, type DateKey } from '@/lib/hong-kong-time';
import { yieldToMain } from '@/lib/yield-to-main';
import { afterLoad } from './after-load';
import type { Branch } from './branch-data';
import { openStatus, weekHours } from './branch-hours';
import { dayNames, type DayNameMessages } from './day-names';
import { statusText, type StatusMessages } from './status-text';

type Rule = Pick<Branch, 'weekdays' | 'saturday'>;
type LiveHoursData = {
  locale: AppLocale;
  holidays: Record<DateKey, string>;
  messages: Record<string, string>;
};

const minute = 60_000;

function element(tag: string, className: string, text = ''): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

function start(root: HTMLElement) {
  const data = JSON.parse(root.dataset.liveHours ?? '{}') as LiveHoursData;
  const t = createTranslator({
    locale: data.locale,
    messages: { status: data.messages },
    namespace: 'status',
    timeZone: hongKongTimeZone,
  }) as unknown as StatusMessages & DayNameMessages;
  const names = dayNames(t);
  const isHoliday = (date: DateKey) => Object.hasOwn(data.holidays, date);
  const cards = [...root.querySelectorAll<HTMLElement>('[data-rule]')];
  let shown = -1;

  const renderCard = (card: HTMLElement, now: number) => {
    const rule = JSON.parse(card.dataset.rule ?? '{}') as Rule;
    const status = openStatus(rule, now, isHoliday);
    const line = card.querySelector<HTMLElement>('[data-testid="open-status"]');
    if (line) {
      line.className = 'flex min-h-6 flex-wrap items-center gap-x-2 text-sm';
      line.dataset.open = String(status.open);
      const pill = element(
        'span',
        `inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 font-semibold ${status.open ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`,
      );
      const dot = element(
        'span',
        `h-2 w-2 rounded-full ${status.open ? 'bg-green-700' : 'bg-slate-600'}`,
      );
      dot.setAttribute('aria-hidden', 'true');
      pill.append(dot, status.open ? t('open') : t('closed'));
      line.replaceChildren(pill, element('span', 'text-slate-700', statusText(t, names, status)));
    }
    const week = weekHours(rule, now, isHoliday);
    card.querySelector('[data-holidays-this-week]')?.replaceChildren(
      ...week
        .filter((day) => day.holiday)
        .map((day) => {
          const name = data.holidays[day.date] ?? '';
          const note = element(
            'p',
            'mt-1 font-semibold text-slate-800',
            t('holidayThisWeek', { day: names.dated(day.date), name }),
          );
          note.dataset.testid = 'holiday-this-week';
          return note;
        }),
    );
    card.querySelector('[data-week]')?.replaceChildren(
      ...week.map((day) => {
        const row = document.createElement('tr');
        if (day.today) {
          row.className = 'bg-brand-50 font-semibold';
          row.setAttribute('aria-current', 'date');
        }
        const label = `${names.dated(day.date)}${day.today ? ` (${t('today')})` : ''}`;
        const th = element('th', '', label);
        th.setAttribute('scope', 'row');
        const hours = day.hours ? t('hours', day.hours) : t('closedDay');
        const holiday = day.holiday
          ? ` · ${t('holiday', { name: data.holidays[day.date] ?? '' })}`
          : '';
        row.append(th, element('td', '', hours + holiday));
        return row;
      }),
    );
  };

  // One card per task: all of them at once held the main thread for one long task on a slow phone.
  const tick = async () => {
    const now = Math.floor(Date.now() / minute) * minute;
    if (now === shown) return;
    shown = now;
    for (const card of cards) {
      renderCard(card, now);
      await yieldToMain();
      // A later minute started over.
      if (shown !== now) return;
    }
  };
  const update = () => void tick();
  afterLoad(() => {
    update();
    window.setInterval(update, 15_000);
    document.addEventListener('visibilitychange', update);
  });
}

const root = document.querySelector<HTMLElement>('[data-live-hours]');
if (root) start(root);
