import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MarkdownEditor } from './MarkdownEditor';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="text">Text</label>
      <MarkdownEditor
        control={{
          id: 'text',
          className: undefined,
          'aria-invalid': undefined,
          'aria-describedby': undefined,
        }}
        name="body"
        rows={6}
        value={value}
        onChange={setValue}
      />
    </>
  );
}

function show(initial: string) {
  render(<Harness initial={initial} />);
  return screen.getByLabelText<HTMLTextAreaElement>('Text');
}

const selected = (area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd);

describe('MarkdownEditor', () => {
  it('offers each command by name in one toolbar for the text', () => {
    show('');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', 'text');
    const names = ['Heading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link'];
    expect(within(toolbar).getAllByRole('button')).toHaveLength(names.length);
    for (const name of names) expect(within(toolbar).getByRole('button', { name })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B Meta+B',
    );
  });

  it('wraps the selected words in bold and italic, keeping them selected', async () => {
    const user = userEvent.setup();
    const area = show('Rub gently with a cloth');
    area.setSelectionRange(4, 10);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(area).toHaveValue('Rub **gently** with a cloth');
    expect(selected(area)).toBe('gently');
    expect(area).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    expect(area).toHaveValue('Rub ***gently*** with a cloth');
  });

  it('marks with Ctrl+B and Cmd+I from the text, as other editors do', async () => {
    const user = userEvent.setup();
    const area = show('Rub gently');
    await user.click(area);
    area.setSelectionRange(4, 10);
    await user.keyboard('{Control>}b{/Control}');
    expect(area).toHaveValue('Rub **gently**');
    await user.keyboard('{Meta>}i{/Meta}');
    expect(area).toHaveValue('Rub ***gently***');
    await user.keyboard('{Control>}b{/Control}');
    expect(area).toHaveValue('Rub *gently*');
  });

  it('makes headings and lists of the selected lines, and links the selection', async () => {
    const user = userEvent.setup();
    const area = show('Care\nTamarind\nLemon\nSee our diya');
    area.setSelectionRange(0, 2);
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(area).toHaveValue('## Care\nTamarind\nLemon\nSee our diya');
    area.setSelectionRange(10, 20);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(area).toHaveValue('## Care\n- Tamarind\n- Lemon\nSee our diya');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(area).toHaveValue('## Care\n1. - Tamarind\n2. - Lemon\nSee our diya');
    const start = area.value.indexOf('our diya');
    area.setSelectionRange(start, start + 'our diya'.length);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(area.value.endsWith('See [our diya](address)')).toBe(true);
    expect(selected(area)).toBe('address');
  });

  it('is one stop of the Tab key, moved along with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const area = show('');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{Enter}');
    expect(area).toHaveValue('[link text](address)');
    expect(area).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.tab();
    expect(area).toHaveFocus();
  });
});
