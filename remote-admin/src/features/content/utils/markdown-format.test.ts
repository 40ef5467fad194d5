import { applyFormat, type Edit } from './markdown-format';

/** A text with its selection written in it: a `|` at each of its ends. */
const at = (marked: string): Edit => {
  const start = marked.indexOf('|');
  const end = marked.indexOf('|', start + 1);
  return { text: marked.replace(/\|/g, ''), start, end: end - 1 };
};
const shown = ({ text, start, end }: Edit) =>
  `${text.slice(0, start)}|${text.slice(start, end)}|${text.slice(end)}`;

describe('applyFormat', () => {
  it('wraps the selection in bold or italic marks, and unwraps it when marked already', () => {
    expect(shown(applyFormat(at('Rub |gently| now'), 'bold'))).toBe('Rub **|gently|** now');
    expect(shown(applyFormat(at('Rub **|gently|** now'), 'bold'))).toBe('Rub |gently| now');
    expect(shown(applyFormat(at('Rub |gently| now'), 'italic'))).toBe('Rub *|gently|* now');
    expect(shown(applyFormat(at('Rub **|gently|** now'), 'italic'))).toBe('Rub ***|gently|*** now');
    expect(shown(applyFormat(at('Rub ***|gently|*** now'), 'bold'))).toBe('Rub *|gently|* now');
    expect(shown(applyFormat(at('Rub ***|gently|*** now'), 'italic'))).toBe('Rub **|gently|** now');
  });

  it('inserts a placeholder to type over when nothing is selected', () => {
    expect(shown(applyFormat(at('Rub || now'), 'bold'))).toBe('Rub **|bold text|** now');
    expect(shown(applyFormat(at('||'), 'italic'))).toBe('*|italic text|*');
  });

  it('makes every line the selection touches a heading or a list item, and back', () => {
    expect(shown(applyFormat(at('Intro\nCa||re'), 'heading'))).toBe('Intro\n|## Care|');
    expect(shown(applyFormat(at('|## Care|'), 'heading'))).toBe('|Care|');
    expect(shown(applyFormat(at('Pick:\nTa|marind\nLem|on\nEnd'), 'bullets'))).toBe(
      'Pick:\n|- Tamarind\n- Lemon|\nEnd',
    );
    expect(shown(applyFormat(at('|Rinse\nDry|'), 'numbers'))).toBe('|1. Rinse\n2. Dry|');
    expect(shown(applyFormat(at('|1. Rinse\n2. Dry|'), 'numbers'))).toBe('|Rinse\nDry|');
    expect(shown(applyFormat(at('||'), 'bullets'))).toBe('|- |');
  });

  it('links the selection and selects the address to type', () => {
    expect(shown(applyFormat(at('See |our diya| today'), 'link'))).toBe('See [our diya](|address|) today');
    expect(shown(applyFormat(at('See ||'), 'link'))).toBe('See [link text](|address|)');
  });
});
