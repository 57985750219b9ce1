import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { suiteMinFillMs } from './min-fill';

type Tree = { [key: string]: string | string[] | Tree };

const load = (locale: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'),
  ) as Tree;

const messages = { 'zh-HK': load('zh-HK'), 'en-US': load('en-US') };

/**
 * Both locales run every form's journeys, except what does not depend on the language (a network
 * failure's retry with one key): each form tests that in one locale, zh-HK for some forms and en-US
 * for the others, so each locale's retry messages are still seen.
 */
export const formLocales = [
  { locale: 'zh-HK', prefix: '' },
  { locale: 'en-US', prefix: '/en-US' },
] as const;

export type FormLocale = (typeof formLocales)[number]['locale'];

/** A message by dotted key, as the page shows it (placeholders left as written). */
export function copy(locale: FormLocale, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], messages[locale]);
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return value;
}

/** The first part of a message before any placeholder: enough to find it on the page. */
export const lead = (text: string) => text.split('{')[0]!.trim();

/** A unique Hong Kong mobile number per test run, to find the record it made. */
export const uniqueMobile = () =>
  `6${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** A message (or its start) as a pattern that finds it inside longer text. */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The field whose label starts with `label` (an optional field's label goes on with "(optional)"). */
export const fieldLabelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${containing(label).source}`));

/** The colon between a field's name and its error in the error summary, as each locale writes it. */
export const summaryColon = (locale: FormLocale) => (locale === 'zh-HK' ? '：' : ': ');

/** Waits out the suite server's minimum fill time (support/min-fill.ts), so a post counts as human. */
export const humanPause = (page: Page) => page.waitForTimeout(suiteMinFillMs + 200);
