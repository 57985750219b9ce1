import { notFound } from 'next/navigation';

/** Any path no route matches: a real 404 with the error screen. */
export default function UnknownPath() {
  notFound();
}
