import { imageUrl } from '@brass/shared/api-support';
import type { Product } from '@brass/shared/contracts/catalog';
import { useLocation, useNavigate } from '@brass/shared/router';
import { useCombobox } from 'downshift';
import { useState } from 'react';
import { useSuggestions } from './get-suggestions';
import { SEARCH_INPUT_ID, SEARCH_LABEL_ID, SEARCH_PLACEHOLDER, useFocusOnArrival } from './search-field';
import styles from './SearchCombobox.module.css';

interface Props {
  /** The plain box's look, which the combobox keeps. */
  inputClassName: string | undefined;
  /** What was typed in the plain box it replaces. */
  initialWords: string;
  /** The plain box it replaces had the focus: take it over. */
  hadFocus: boolean;
}

const MENU_ID = 'shop-search-suggestions';

/** The API serves each product photo in three widths; a suggestion's thumbnail needs the smallest. */
const thumbnailOf = (path: string) => imageUrl(path.replace(/-480(\.[a-z]+)$/i, '-240$1'));

/**
 * The header's box as a combobox (the WAI-ARIA pattern, through downshift): products suggested as the
 * shopper types; Up and Down move through them, Enter opens the one highlighted (or, with none, the
 * shop's list for the words, through the form), Escape closes them.
 */
export default function SearchCombobox({ inputClassName, initialWords, hadFocus }: Props) {
  const navigate = useNavigate();
  const { key: page } = useLocation();
  const [words, setWords] = useState(initialWords);
  const { items, settled } = useSuggestions(words);
  // Words typed before it arrived (into the plain box, or the header prerendered before the scripts started)
  // get their suggestions as if typed here, while the box still has the focus.
  const [wantsOpen, setWantsOpen] = useState(hadFocus && initialWords.trim() !== '');
  const [shownOn, setShownOn] = useState(page);
  useFocusOnArrival(hadFocus);

  // Another page (a search sent, a product opened): the suggestions were for the one left.
  if (shownOn !== page) {
    setShownOn(page);
    setWantsOpen(false);
  }

  // downshift keeps the box's words itself: it tells of a change only after rendering it, and a box
  // it did not own would lose the letters typed in between.
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Product>({
    items,
    initialInputValue: initialWords,
    // Nothing stays chosen: choosing a product opens it.
    selectedItem: null,
    isOpen: wantsOpen && items.length > 0,
    inputId: SEARCH_INPUT_ID,
    labelId: SEARCH_LABEL_ID,
    menuId: MENU_ID,
    getItemId: (index) => `${MENU_ID}-${index}`,
    itemToString: (product) => product?.productName ?? '',
    itemToKey: (product) => product?._id,
    onIsOpenChange: ({ isOpen: open }) => setWantsOpen(open ?? false),
    onInputValueChange: ({ inputValue }) => setWords(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) void navigate(`/product/${encodeURIComponent(selectedItem._id)}`);
    },
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        // Leaving the box (Tab) chooses nothing: only Enter or a click opens a product.
        case useCombobox.stateChangeTypes.InputBlur:
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        // The box empties for the next search once a product is opened.
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          return changes.selectedItem ? { ...changes, inputValue: '' } : changes;
        default:
          return changes;
      }
    },
  });

  const typed = words.trim();
  const nothingFound = wantsOpen && settled && typed.length >= 2 && items.length === 0;

  return (
    <>
      <input
        {...getInputProps({
          onKeyDown: (event) => {
            // Enter with no product highlighted sends the form: the shop's list for the words.
            if (event.key === 'Enter' && highlightedIndex < 0) {
              Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
            }
          },
        })}
        className={inputClassName}
        type="search"
        name="q"
        placeholder={SEARCH_PLACEHOLDER}
        enterKeyHint="search"
      />
      <ul {...getMenuProps()} className={styles.menu} hidden={!isOpen}>
        {isOpen &&
          items.map((product, index) => (
            <li
              key={product._id}
              {...getItemProps({ item: product, index })}
              className={
                index === highlightedIndex ? `${styles.option} ${styles.highlighted}` : styles.option
              }
            >
              <img
                className={styles.thumbnail}
                src={thumbnailOf(product.image)}
                alt=""
                width={44}
                height={44}
                loading="lazy"
              />
              <span className={styles.optionText}>
                <span className={styles.name}>{product.productName}</span>
                {product.mainCategory && (
                  <span className={styles.category}>
                    <span className={styles.spoken}>, </span>
                    {product.mainCategory}
                  </span>
                )}
              </span>
            </li>
          ))}
      </ul>
      <p role="status" className={nothingFound ? styles.nothing : styles.spoken}>
        {isOpen
          ? `${items.length} ${items.length === 1 ? 'product' : 'products'} suggested. Up and Down to choose, Enter to open.`
          : nothingFound
            ? `No product matches “${typed}”. Press Enter to search the whole shop.`
            : ''}
      </p>
    </>
  );
}
