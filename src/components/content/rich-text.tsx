import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { contentImage } from '@/content/images';
import { assetSchema } from '@/content/model';
import type { ResolvedEntry } from '@/content/source';
import { ContentImg } from './content-img';
import { ContentLink } from './content-link';
import { hrefOfEntry } from './content-paths';
import { EmbeddedEntry } from './embedded-entry';
import { sectionId } from './rich-text-sections';

function asEntry(target: unknown): ResolvedEntry | undefined {
  const entry = target as ResolvedEntry | undefined;
  return entry?.kind === 'entry' ? entry : undefined;
}

function EmbeddedAsset({ target, locale }: { target: unknown; locale: AppLocale }) {
  const parsed = assetSchema.safeParse(target);
  if (!parsed.success) return null;
  const asset = parsed.data;
  if (asset.contentType.startsWith('image/') && asset.width && asset.height) {
    return (
      <figure className="my-6">
        <ContentImg image={contentImage(asset)} className="w-full rounded-lg" />
        {asset.description ? (
          <figcaption className="mt-2 text-sm text-slate-600">{asset.description}</figcaption>
        ) : null}
      </figure>
    );
  }
  return (
    <p className="mt-4">
      <ContentLink
        locale={locale}
        href={asset.url.startsWith('//') ? `https:${asset.url}` : asset.url}
      >
        {asset.title || asset.fileName}
      </ContentLink>
    </p>
  );
}

/**
 * Contentful rich text with the site's styles. Links go through ContentLink's URL check; embedded
 * assets and entries are drawn; with `headingIds`, each Heading 2 gets the id of sectionsOf().
 */
export function RichText({
  locale,
  document,
  headingIds = false,
  className = '',
}: {
  /** The reader's locale: site links keep it. */
  locale: AppLocale;
  document: Document;
  headingIds?: boolean;
  className?: string;
}) {
  // Heading 2 ids by node, numbered as sectionsOf() numbers them.
  const headingIdOf = new Map(
    document.content
      .filter((node) => node.nodeType === BLOCKS.HEADING_2)
      .map((node, i) => [node as unknown, sectionId(i + 1)]),
  );
  const options: Options = {
    renderMark: {
      [MARKS.BOLD]: (text) => <strong className="font-semibold text-slate-900">{text}</strong>,
      [MARKS.ITALIC]: (text) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text) => <span className="underline">{text}</span>,
      [MARKS.CODE]: (text) => <code className="rounded bg-slate-100 px-1">{text}</code>,
    },
    renderNode: {
      [BLOCKS.PARAGRAPH]: (_node, children) => (
        <p className="mt-4 leading-7 text-slate-700">{children}</p>
      ),
      [BLOCKS.HEADING_2]: (node, children) => (
        <h2
          id={headingIds ? headingIdOf.get(node) : undefined}
          className="mt-10 scroll-mt-24 text-xl font-bold text-slate-900 md:text-2xl"
        >
          {children}
        </h2>
      ),
      [BLOCKS.HEADING_3]: (_node, children) => (
        <h3 className="mt-6 text-lg font-semibold text-slate-900">{children}</h3>
      ),
      [BLOCKS.HEADING_4]: (_node, children) => (
        <h4 className="mt-4 font-semibold text-slate-900">{children}</h4>
      ),
      [BLOCKS.UL_LIST]: (_node, children) => (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 [&_p]:mt-0">{children}</ul>
      ),
      [BLOCKS.OL_LIST]: (_node, children) => (
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 [&_p]:mt-0">{children}</ol>
      ),
      [BLOCKS.QUOTE]: (_node, children) => (
        <blockquote className="mt-6 border-l-4 border-brand-600 bg-brand-50 px-4 py-3 font-semibold text-slate-900 [&_p]:mt-0">
          {children}
        </blockquote>
      ),
      [BLOCKS.HR]: () => <hr className="my-8 border-slate-200" />,
      [BLOCKS.TABLE]: (_node, children) => (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <tbody>{children}</tbody>
          </table>
        </div>
      ),
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => (
        <th className="border border-slate-200 bg-slate-50 p-2 [&_p]:mt-0">{children}</th>
      ),
      [BLOCKS.TABLE_CELL]: (_node, children) => (
        <td className="border border-slate-200 p-2 [&_p]:mt-0">{children}</td>
      ),
      [BLOCKS.EMBEDDED_ASSET]: (node) => (
        <EmbeddedAsset target={node.data.target} locale={locale} />
      ),
      [BLOCKS.EMBEDDED_ENTRY]: (node) => (
        <EmbeddedEntry entry={asEntry(node.data.target)} locale={locale} />
      ),
      [INLINES.HYPERLINK]: (node, children) => (
        <ContentLink locale={locale} href={String(node.data.uri ?? '')}>
          {children}
        </ContentLink>
      ),
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const href = hrefOfEntry(asEntry(node.data.target));
        return href ? (
          <ContentLink locale={locale} href={href}>
            {children}
          </ContentLink>
        ) : (
          <span>{children}</span>
        );
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const entry = asEntry(node.data.target);
        const href = hrefOfEntry(entry);
        const title = String(entry?.fields.title ?? '');
        return href && title ? (
          <ContentLink locale={locale} href={href}>
            {title}
          </ContentLink>
        ) : null;
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const parsed = assetSchema.safeParse(node.data.target);
        if (!parsed.success) return <span>{children}</span>;
        const url = parsed.data.url.startsWith('//') ? `https:${parsed.data.url}` : parsed.data.url;
        return (
          <ContentLink locale={locale} href={url}>
            {children}
          </ContentLink>
        );
      },
    },
    renderText: (text) =>
      text.split('\n').flatMap((line, i) => (i ? [<br key={i} />, line] : [line])) as ReactNode,
  };
  return <div className={className}>{documentToReactComponents(document, options)}</div>;
}
