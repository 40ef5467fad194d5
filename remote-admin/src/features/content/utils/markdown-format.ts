/** A text with its selection: what a formatting command reads and gives back. */
export interface Edit {
  text: string;
  start: number;
  end: number;
}

export type Format = 'heading' | 'bold' | 'italic' | 'bullets' | 'numbers' | 'link';

/** How many `char` stand together just before `at` (`forward`: from `at` on). */
function runOf(text: string, at: number, char: string, forward: boolean): number {
  let count = 0;
  while (text[forward ? at + count : at - count - 1] === char) count++;
  return count;
}

/**
 * Marks the selection with `mark` on both sides (`**`), or takes the marks off when they are there
 * already; with nothing selected, inserts `placeholder` marked and selects it, to type over. Italic
 * inside bold (`***word***`) counts as marked by both.
 */
function wrap({ text, start, end }: Edit, mark: '**' | '*', placeholder: string): Edit {
  const size = mark.length;
  const before = runOf(text, start, '*', false);
  const after = runOf(text, end, '*', true);
  const marked = size === 2 ? before >= 2 && after >= 2 : before % 2 === 1 && after % 2 === 1;
  if (marked && start !== end)
    return {
      text: text.slice(0, start - size) + text.slice(start, end) + text.slice(end + size),
      start: start - size,
      end: end - size,
    };
  const inner = start === end ? placeholder : text.slice(start, end);
  return {
    text: text.slice(0, start) + mark + inner + mark + text.slice(end),
    start: start + size,
    end: start + size + inner.length,
  };
}

const PREFIXES = {
  heading: /^#{1,6} /,
  bullets: /^[-*+] /,
  numbers: /^\d{1,9}[.)] /,
} as const;

/**
 * Starts each line the selection touches with the block's mark (`## `, `- `, `1. ` counting up), or
 * takes the marks off when every one of those lines has it already. The whole lines stay selected.
 */
function prefixLines({ text, start, end }: Edit, block: keyof typeof PREFIXES): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const to = lineEnd < 0 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const pattern = PREFIXES[block];
  const marked = lines.every((line) => pattern.test(line));
  const mark = (index: number) =>
    block === 'heading' ? '## ' : block === 'bullets' ? '- ' : `${index + 1}. `;
  const changed = lines
    .map((line, index) => (marked ? line.replace(pattern, '') : mark(index) + line.replace(/^\s+/, '')))
    .join('\n');
  return { text: text.slice(0, from) + changed + text.slice(to), start: from, end: from + changed.length };
}

/** `[selection](address)`, with `address` selected, to type or paste the link's address over. */
function link({ text, start, end }: Edit): Edit {
  const words = start === end ? 'link text' : text.slice(start, end);
  const before = `${text.slice(0, start)}[${words}](`;
  return {
    text: `${before}address)${text.slice(end)}`,
    start: before.length,
    end: before.length + 'address'.length,
  };
}

/** The text after applying a toolbar command to the selection, and what is selected then. */
export function applyFormat(edit: Edit, format: Format): Edit {
  switch (format) {
    case 'bold':
      return wrap(edit, '**', 'bold text');
    case 'italic':
      return wrap(edit, '*', 'italic text');
    case 'link':
      return link(edit);
    default:
      return prefixLines(edit, format);
  }
}
