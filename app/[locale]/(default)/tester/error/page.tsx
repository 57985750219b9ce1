export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false } };

/** Diagnostics: throws on purpose so the 500 error screen can be checked on a live site. */
export default function Page(): never {
  throw new Error('Deliberate error from /tester/error');
}
