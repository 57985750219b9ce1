import { scriptJson } from '@/lib/script-json';

/** JSON for a `<script type="application/ld+json">`, escaped so content cannot close the element. */
export const serializeJsonLd = scriptJson;

/** Structured data for search engines. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
