import { useEffect, useRef, useState } from 'react';
import styles from './ShopControls.module.css';

interface Props {
  query: string;
  onSearch: (query: string) => void;
}

/** Waits for a pause in typing, so a word costs one request rather than one per letter. */
const TYPING_PAUSE_MS = 300;

export function SearchBox({ query, onSearch }: Props) {
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed under the box (Back, a link): show what it says now.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== draft.trim()) setDraft(query);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    onSearch(text);
  };

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        search(draft);
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>Search products</span>
        <input
          type="search"
          name="q"
          value={draft}
          placeholder="Ganesha, diya, urli..."
          autoComplete="off"
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onSearch(text), TYPING_PAUSE_MS);
          }}
        />
      </label>
    </form>
  );
}
