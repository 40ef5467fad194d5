import { useState, type ComponentType } from 'react';
import { searchAddress } from '@brass/shared/keep-exploring';
import { useNavigate } from '@brass/shared/router';
import {
  SEARCH_INPUT_ID,
  SEARCH_LABEL_ID,
  SEARCH_PLACEHOLDER,
  typedBeforeStart,
  useFocusOnArrival,
} from './search-field';
import styles from './HeaderSearch.module.css';

type Combobox = ComponentType<{
  inputClassName: string | undefined;
  initialWords: string;
  hadFocus: boolean;
}>;

// Suggestions (and the library that makes the box a combobox) are fetched when the shopper turns to
// the box, not with the header every first visit downloads. Should they fail to arrive, the plain
// box still searches.
let loading: Promise<Combobox> | undefined;
const loadCombobox = () =>
  (loading ??= import('./SearchCombobox').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

const ignoreFailure = () => undefined;

interface PlainBoxProps {
  words: string;
  onWords: (words: string) => void;
  hadFocus: boolean;
  onFocusChange: (focused: boolean) => void;
}

/** The box as the first paint has it: a plain field of a form that works before any script. */
function PlainBox({ words, onWords, hadFocus, onFocusChange }: PlainBoxProps) {
  useFocusOnArrival(hadFocus);
  return (
    <input
      id={SEARCH_INPUT_ID}
      className={styles.input}
      type="search"
      name="q"
      value={words}
      placeholder={SEARCH_PLACEHOLDER}
      autoComplete="off"
      enterKeyHint="search"
      onChange={(event) => onWords(event.target.value)}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    />
  );
}

/**
 * The header's search, on every page. Enter (or the button) opens the shop's list for the words; as
 * the shopper types, products are suggested under the box. Without scripts the form itself asks the
 * list for them.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [start] = useState(() => typedBeforeStart(SEARCH_INPUT_ID));
  const [words, setWords] = useState(start.words);
  const [focused, setFocused] = useState(start.focused);
  const [SearchCombobox, setSearchCombobox] = useState<Combobox>();
  // The plain box stays (focus, caret and all) until the combobox is here to take its place at once.
  const wake = () => {
    if (!SearchCombobox) loadCombobox().then((loaded) => setSearchCombobox(() => loaded), ignoreFailure);
  };

  const plainBox = (
    <PlainBox
      words={words}
      onWords={setWords}
      hadFocus={focused}
      onFocusChange={(hasFocus) => {
        setFocused(hasFocus);
        if (hasFocus) wake();
      }}
    />
  );

  return (
    <form
      role="search"
      aria-label="Shop"
      action="/products"
      method="get"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        // Read from the form: the box is the plain one or the combobox, which keeps its own words.
        void navigate(searchAddress(String(new FormData(event.currentTarget).get('q') ?? '')));
      }}
      // A pointer on its way to the box starts fetching the suggestions before the tap lands.
      onPointerEnter={wake}
    >
      <label id={SEARCH_LABEL_ID} htmlFor={SEARCH_INPUT_ID} className={styles.label}>
        Search the shop
      </label>
      <div className={styles.box}>
        {SearchCombobox ? (
          <SearchCombobox inputClassName={styles.input} initialWords={words} hadFocus={focused} />
        ) : (
          plainBox
        )}
        <button type="submit" className={styles.submit} aria-label="Search">
          <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
