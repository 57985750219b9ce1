import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A content publish into a server's own copy of the local store (CONTENT_DIR): edit the card space's
 * export, then send Contentful's webhook for the terms pages, as the publisher would.
 */
export function publishing(contentDir: string, webhookSecret: string) {
  const exportFile = path.join(contentDir, 'card', 'export.json');
  const original = readFileSync(exportFile, 'utf8');
  return {
    /** Replaces each quoted text with another in the export (the first occurrence of each). */
    edit(replacements: Array<[from: string, to: string]>) {
      let text = original;
      for (const [from, to] of replacements) {
        if (!text.includes(`"${from}"`)) throw new Error(`not in the content store: ${from}`);
        text = text.replace(`"${from}"`, `"${to}"`);
      }
      writeFileSync(exportFile, text);
    },
    restore: () => writeFileSync(exportFile, original),
    publish: (base: string) =>
      fetch(`${base}/api/revalidate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/vnd.contentful.management.v1+json',
          'x-webhook-secret': webhookSecret,
        },
        body: JSON.stringify({
          sys: {
            type: 'Entry',
            id: 'tnc-new-cardholder-welcome-tnc',
            contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'konewTermsPage' } },
          },
        }),
      }),
  };
}
