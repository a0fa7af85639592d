/**
 * A component's own stylesheet, for a part that several pages show: React puts it in the head once,
 * with the pages' stylesheets (the same precedence as `stylesheet`, decision 265). Nothing when the
 * address is empty, as it is in unit tests, which load no CSS.
 */
export function StylesheetLink({ href }: { href: string }) {
  return href ? <link rel="stylesheet" href={href} precedence="default" /> : null;
}
