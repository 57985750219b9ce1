/** A content slug: lower-case words of letters and digits joined by single hyphens. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= 120 && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(slug);
}
