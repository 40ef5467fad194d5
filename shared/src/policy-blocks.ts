/** A piece of a policy page: a heading, or a paragraph under it. */
export type PolicyBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

const HEADING = /^##(?:\s+(.*))?$/;

/**
 * A policy page's text as the shop keeps it: paragraphs separated by blank lines, and a line starting
 * "## " a heading. Lines of one paragraph are joined with a space, as the owner's text box wraps them.
 */
export function policyBlocks(body: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length > 0) blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    lines = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      const text = heading[1]?.trim();
      if (text) blocks.push({ kind: 'heading', text });
    } else if (line === '') {
      endParagraph();
    } else {
      lines.push(line);
    }
  }
  endParagraph();
  return blocks;
}
