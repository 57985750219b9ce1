import { notFound } from 'next/navigation';

/** The spec's /404 route: the error screen with status 404, in the empty layout. */
export default function Page() {
  notFound();
}
