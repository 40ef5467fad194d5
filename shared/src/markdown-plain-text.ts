/** What starts a block in Markdown: a heading's hashes, a quote's `>`, a list item's marker. */
const BLOCK_MARKER = /^\s{0,3}(?:#{1,6}(?=\s|$)|>|[-*+](?=\s)|\d{1,9}[.)](?=\s))\s*/;
const THEMATIC_BREAK = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const EMPHASIS = /(\*\*|__|~~|\*|_|`)(?=\S)([\s\S]*?\S)\1/g;
/** A backslash-escaped mark stands for itself: kept aside as a private character while marks go. */
const ESCAPED = /\\([\\`*_{}[\]()#+\-.!>~|<])/g;
const KEPT_ASIDE = /[\uE000-\uE07F]/g;
const ASIDE = 0xe000;

/** The marks that start one line, repeated while they nest (`> - item`). */
function withoutBlockMarkers(line: string): string {
  let rest = line;
  for (
    let stripped = rest.replace(BLOCK_MARKER, '');
    stripped !== rest;
    stripped = rest.replace(BLOCK_MARKER, '')
  )
    rest = stripped;
  return rest;
}

/**
 * The words of a Markdown text without its marks, on one line: for what shows text alone (a card's
 * excerpt, a page's meta description, search results). Light on purpose: the pages that only show
 * excerpts (the home page's latest posts, the blog list) must not load the renderer for it.
 */
export function markdownPlainText(text: string): string {
  let plain = text
    .replace(ESCAPED, (_, mark: string) => String.fromCharCode(ASIDE + mark.charCodeAt(0)))
    .split(/\r?\n/)
    .filter((line) => !THEMATIC_BREAK.test(line))
    .map(withoutBlockMarkers)
    .join('\n')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<((?:https?:|mailto:)[^>\s]+)>/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  // Twice, for bold inside italic and the like (`***both***`).
  plain = plain.replace(EMPHASIS, '$2').replace(EMPHASIS, '$2');
  return plain
    .replace(KEPT_ASIDE, (kept) => String.fromCharCode(kept.charCodeAt(0) - ASIDE))
    .replace(/\s+/g, ' ')
    .trim();
}
