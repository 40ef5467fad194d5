import {
  createElement,
  useId,
  type ComponentType,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Where the shopper's words are searched in full: the shop's list, as a search form sends them without scripts. */
export function searchAddress(words: string): string {
  const q = words.trim();
  return q ? `/products?${new URLSearchParams({ q }).toString()}` : '/products';
}

/**
 * The app's own router, handed in: an app imports `Link` and `useNavigate` from @brass/shared/router,
 * which the page shares as one instance. Imported here, inside the package, they would be bundled as a
 * copy of their own, with a router context no page provides.
 */
export interface ShopRouting {
  Link: ComponentType<{ to: string; className?: string; children?: ReactNode }>;
  /** Moves within the shop: the app's `useNavigate()`. */
  navigate: (to: string) => unknown;
}

export interface ShopSearchFormProps extends Pick<ShopRouting, 'navigate'> {
  /** The box's id; by default one of its own, as a page may show the header's box too. */
  id?: string;
  placeholder?: string;
  /** Words already in the box: those typed before the page's scripts started. */
  defaultValue?: string;
  /** The caller's CSS Module classes: shared code carries no styles, each app's CSS stays scoped to it. */
  classNames?: { form?: string; label?: string; row?: string; input?: string; submit?: string };
}

/**
 * A search of the shop's pieces as a plain GET form to the list, so it works in a server-rendered page
 * before any script and for crawlers; once the page runs, it moves within the shop instead. Written
 * without JSX because @brass/shared's modules are `.ts` files, as its exports map and its recorded
 * public surface read them.
 */
export function ShopSearchForm({
  navigate,
  id,
  placeholder,
  defaultValue,
  classNames = {},
}: ShopSearchFormProps): ReactElement {
  const ownId = useId();
  const boxId = id ?? ownId;
  return createElement(
    'form',
    {
      role: 'search',
      'aria-label': 'Search the shop',
      action: '/products',
      method: 'get',
      className: classNames.form,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void navigate(searchAddress(String(new FormData(event.currentTarget).get('q') ?? '')));
      },
    },
    createElement('label', { htmlFor: boxId, className: classNames.label }, 'Search the shop'),
    createElement(
      'div',
      { className: classNames.row },
      createElement('input', {
        id: boxId,
        className: classNames.input,
        type: 'search',
        name: 'q',
        placeholder,
        defaultValue,
        autoComplete: 'off',
        enterKeyHint: 'search',
      }),
      createElement('button', { type: 'submit', className: classNames.submit }, 'Search'),
    ),
  );
}

export interface KeepExploringProps extends ShopRouting {
  placeholder?: string;
  classNames?: ShopSearchFormProps['classNames'] & {
    root?: string;
    heading?: string;
    links?: string;
    link?: string;
    /** The link to the shop, the one most shoppers want. */
    shopLink?: string;
  };
}

/**
 * Under a page for something the shop does not have (a product, a post, a policy page): the way back
 * into the shop (Home, Shop, the blog) and a search of its pieces.
 */
export function KeepExploring({
  Link,
  navigate,
  placeholder,
  classNames = {},
}: KeepExploringProps): ReactElement {
  const headingId = useId();
  const item = (to: string, label: ReactNode, className?: string) =>
    createElement('li', { key: to }, createElement(Link, { to, className }, label));
  return createElement(
    'nav',
    { className: classNames.root, 'aria-labelledby': headingId },
    createElement('h2', { id: headingId, className: classNames.heading }, 'Keep exploring'),
    createElement(
      'ul',
      { className: classNames.links },
      item('/', 'Home', classNames.link),
      item('/products', 'Shop', classNames.shopLink ?? classNames.link),
      item('/blogs', 'Blog', classNames.link),
    ),
    createElement(ShopSearchForm, { navigate, placeholder, classNames }),
  );
}
