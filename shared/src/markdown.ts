/**
 * The shop's one Markdown dialect, for blog posts and policy pages: headings, bold, italic, lists,
 * quotes, links and paragraphs, rendered to React elements (never to HTML strings), so it renders the
 * same on the server and in the browser. Raw HTML in the text is shown as the text it is, and an
 * address that could run script (`javascript:`) is no link at all.
 */
import Markdown, { RuleType, sanitizer, type MarkdownToJSX } from 'markdown-to-jsx';
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { linkedProductId } from './markdown-links';

/** How the page links an address on the shop, e.g. the router's link, so following it keeps the page. */
export type ShopLink = ComponentType<{ to: string; children?: ReactNode }>;

export interface MarkdownTextProps {
  text: string;
  /** The page's origin: an absolute link to it counts as a link on the shop. */
  shopOrigin?: string | undefined;
  /** Renders an address on the shop (a path); without it, a plain `<a>`. */
  ShopLink?: ShopLink | undefined;
  /**
   * The card of a product the text links to, shown under the paragraph that links it (in its place
   * when the paragraph is the link alone); undefined keeps the plain link (an unknown product).
   */
  productCard?: ((id: string) => ReactNode) | undefined;
  className?: string | undefined;
  /** The level of the text's first heading level: 2 under a page's h1 (the default). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The post's or page's title is its h1: the text's headings sit under it, three levels deep (`#`
 * and `##` the first, `####` and deeper the third), starting at `top`.
 */
const headingTag = (level: number, top: number) => `h${Math.min(Math.max(level, 2), 4) - 2 + top}`;

const isBlank = (node: MarkdownToJSX.ParserResult) => node.type === RuleType.text && node.text.trim() === '';

/** The link nodes of a paragraph, inside bold and italic too. */
function linksIn(nodes: MarkdownToJSX.ParserResult[]): MarkdownToJSX.LinkNode[] {
  return nodes.flatMap((node) => {
    if (node.type === RuleType.link) return [node];
    return 'children' in node && Array.isArray(node.children) ? linksIn(node.children) : [];
  });
}

/** Renders Markdown as the shop shows it (see the module's note). */
export function MarkdownText({
  text,
  shopOrigin,
  ShopLink,
  productCard,
  className,
  headingLevel = 2,
}: MarkdownTextProps): ReactElement {
  const cardOf = (link: MarkdownToJSX.LinkNode): ReactNode => {
    const target = sanitizer(link.target);
    const id = target === null ? undefined : linkedProductId(target, shopOrigin);
    return id === undefined ? undefined : productCard?.(id);
  };

  const renderRule: MarkdownToJSX.Options['renderRule'] = (next, node, renderChildren, state) => {
    const key = state.key;
    switch (node.type) {
      case RuleType.heading:
        return createElement(
          headingTag(node.level, headingLevel),
          { key },
          renderChildren(node.children, state),
        );
      case RuleType.link: {
        const target = sanitizer(node.target);
        const children = renderChildren(node.children, state);
        if (target === null) return createElement(Fragment, { key }, children);
        if (target.startsWith('/') && !target.startsWith('//') && ShopLink)
          return createElement(ShopLink, { key, to: target }, children);
        const onShop =
          target.startsWith('/') || (shopOrigin !== undefined && target.startsWith(`${shopOrigin}/`));
        return createElement(
          'a',
          { key, href: target, ...(onShop ? {} : { rel: 'noopener noreferrer' }) },
          children,
        );
      }
      case RuleType.image:
      case RuleType.refImage:
        // Photos come from the shop's own image store, never from an address in the text.
        return node.alt ? createElement(Fragment, { key }, node.alt) : null;
      case RuleType.paragraph: {
        if (!productCard) return next();
        const links = linksIn(node.children);
        const cards = links.map(cardOf);
        if (cards.every((card) => card === undefined || card === null)) return next();
        const alone = links.length === 1 && node.children.filter((child) => !isBlank(child)).length === 1;
        const shown = cards.filter((card) => card !== undefined && card !== null);
        return createElement(Fragment, { key }, alone ? null : next(), ...shown);
      }
      default:
        return next();
    }
  };

  return createElement(Markdown, {
    className,
    children: text,
    options: {
      disableParsingRawHTML: true,
      enforceAtxHeadings: true,
      forceBlock: true,
      forceWrapper: true,
      wrapper: 'div',
      // Links the library makes itself (by reference, `[words][1]`) are never trusted with the page.
      overrides: { a: { props: { rel: 'noopener noreferrer' } } },
      renderRule,
    },
  });
}
