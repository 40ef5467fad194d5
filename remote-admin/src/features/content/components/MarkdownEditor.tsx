import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { applyFormat, type Edit, type Format } from '../utils/markdown-format';
import styles from './MarkdownEditor.module.css';

/** The props FormField gives its control, tying it to its label, hint and problem. */
interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  control: ControlProps;
  name: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}

interface Command {
  format: Format;
  label: string;
  /** What the button shows beside its name: the mark it writes, as the owner will see it in the text. */
  glyph: string;
  /** The letter that gives it with Ctrl or ⌘. */
  key?: string;
}

const COMMANDS: Command[] = [
  { format: 'heading', label: 'Heading', glyph: 'H' },
  { format: 'bold', label: 'Bold', glyph: 'B', key: 'b' },
  { format: 'italic', label: 'Italic', glyph: 'I', key: 'i' },
  { format: 'bullets', label: 'Bulleted list', glyph: '•' },
  { format: 'numbers', label: 'Numbered list', glyph: '1.' },
  { format: 'link', label: 'Link', glyph: '↗' },
];

/**
 * A Markdown text area with a toolbar that marks the selection (headings, bold, italic, lists,
 * links), and Ctrl or ⌘ with B or I as in any editor. The toolbar is one stop of the Tab key; the
 * arrow keys move along it, as in a word processor's.
 */
export function MarkdownEditor({ control, name, rows, value, onChange }: Props) {
  const area = useRef<HTMLTextAreaElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  /** The selection to restore once the formatted text is rendered. */
  const selection = useRef<Edit | null>(null);

  useLayoutEffect(() => {
    const pending = selection.current;
    const field = area.current;
    if (!pending || !field || field.value !== pending.text) return;
    selection.current = null;
    field.focus();
    field.setSelectionRange(pending.start, pending.end);
  }, [value]);

  function format(kind: Format) {
    const field = area.current;
    if (!field) return;
    const edit = applyFormat(
      { text: field.value, start: field.selectionStart, end: field.selectionEnd },
      kind,
    );
    selection.current = edit;
    onChange(edit.text);
  }

  function shortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const command = COMMANDS.find(({ key }) => key === event.key.toLowerCase());
    if (!command) return;
    event.preventDefault();
    format(command.format);
  }

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = COMMANDS.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + COMMANDS.length) % COMMANDS.length;
    setCurrent(index);
    buttons.current[index]?.focus();
  }

  return (
    <div className={styles.editor}>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={control.id}
        className={styles.toolbar}
        onKeyDown={move}
      >
        {COMMANDS.map((command, index) => (
          <button
            key={command.format}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            className={styles.command}
            tabIndex={index === current ? 0 : -1}
            aria-keyshortcuts={
              command.key && `Control+${command.key.toUpperCase()} Meta+${command.key.toUpperCase()}`
            }
            title={command.key ? `${command.label} (Ctrl+${command.key.toUpperCase()})` : command.label}
            // Keeps the text's selection: the command works on what the owner selected.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => format(command.format)}
          >
            <span aria-hidden="true" className={styles[command.format]}>
              {command.glyph}
            </span>
            <span className={styles.name}>{command.label}</span>
          </button>
        ))}
      </div>
      <textarea
        {...control}
        ref={area}
        name={name}
        rows={rows}
        value={value}
        spellCheck
        onKeyDown={shortcut}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
