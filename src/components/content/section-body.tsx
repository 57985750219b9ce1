/**
 * A long-form section's body, in order: a string is a paragraph, a list of strings a bulleted list.
 * Order matters: a lead-in sentence ("Please remember:") stands right before the list it introduces.
 */
export type SectionBlock = string | readonly string[];
export type LongFormSection = { id: string; heading: string; body: readonly SectionBlock[] };

export function SectionBody({
  body,
  fill = (text) => text,
  paragraphClassName,
  listClassName,
}: {
  body: readonly SectionBlock[];
  /** Fills site-configuration placeholders in the copy. */
  fill?: (text: string) => string;
  paragraphClassName: string;
  listClassName: string;
}) {
  return body.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index} className={paragraphClassName}>
        {fill(block)}
      </p>
    ) : (
      <ul key={index} className={listClassName}>
        {block.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
    ),
  );
}
