import type { ShopContact } from '@brass/shared/contracts/content';
import type { AppName, RuntimeConfig } from '@brass/shared/runtime-config';
import { scriptHash } from '../../../tooling/security-headers.ts';
import { escapeAttribute, routePreloadLinks, scriptPreloadLinks, type RouteFiles } from './route-preloads.ts';
import { pageHead } from './share-head.ts';
import { shopStructuredData } from './shop-structured-data.ts';

/** The id of the template holding what the page starts once it has been rendered. */
const AFTER_PAINT_ID = 'brass-after-first-paint';

/**
 * Starts the template's scripts and preloads once the page has been painted. The browser reports the
 * first contentful paint once that frame is on screen, which on a busy phone can be well after the
 * frame was rendered: scripts started on the frame alone could then load and run before the shopper sees
 * anything. Where paints are not reported, the next frame starts them; a tab opened in the background
 * paints nothing, so a timer starts them there (after a second), or after three where a visible page
 * has still not been shown. Scripts are made anew, as a script taken out of a template would never run.
 */
const START_AFTER_PAINT = `(function(){var t=document.getElementById('${AFTER_PAINT_ID}'),s=false;function go(){if(s)return;s=true;[].slice.call(t.content.childNodes).forEach(function(n){var c=n;if(n.nodeName==='SCRIPT'){c=document.createElement('script');[].forEach.call(n.attributes,function(a){c.setAttribute(a.name,a.value)})}else c=document.importNode(n,true);document.head.appendChild(c)})}try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,document.hidden?1000:3000)})()`;

/**
 * Run as soon as the server-rendered page is parsed, before it is painted: its buttons and fields answer
 * nothing until the live page replaces them, so they are shown disabled rather than silently dead.
 * Links stay plain links. Without scripts at all they stay enabled, and the search form still works.
 */
const DISABLE_SERVER_RENDERED_CONTROLS = `document.querySelectorAll('[data-server-rendered] :is(button,input,select,textarea)').forEach(function(e){e.disabled=true})`;

/**
 * What a remote's renderer puts first in its markup for the document's head: the page's title,
 * description, canonical address and share tags, and the preloads of the images it shows first.
 */
const RENDERED_HEAD = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;
const HOME_PATH = '/';

const MODULE_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
const EMPTY_MAIN = /(<main id="main"[^>]*>)(<\/main>)/;
/** The shop's header, which the host's build prerenders into its page (`tooling/prerender-shell-plugin.ts`). */
const PRERENDERED_HEADER = /<header\b[^>]*>[^]*?<\/header>/;

interface HostPage {
  config: RuntimeConfig;
  /** The page's address on the shop's public origin, which its canonical and share tags name. */
  url: string;
  /** The title of the route, for the first response; the page may name itself better once it runs. */
  title?: string;
  /** The files of the route's remote page, when a remote owns the path. */
  files?: RouteFiles;
  /** The route's page as its remote rendered it on the server. */
  serverRendered?: string;
  /** The shell's own page (its not-found page), prerendered with the host's release. */
  shellPage?: string;
  /** The shop's contact details, for the footer and the contact page; left to the browser when unknown. */
  shopContact?: ShopContact;
  /** The release this browser previews, which the page says in a badge. */
  preview?: { app: AppName; id: string };
  /**
   * A page of the back office, which the shell draws without the shop's header: the prerendered one
   * is left out, or it would show for a moment and vanish as the shell starts.
   */
  backOffice?: boolean;
}

/** A page's markup and the CSP hashes of the inline scripts it writes, which its policy allows. */
export interface ComposedPage {
  html: string;
  scriptHashes: string[];
}

/** The inline scripts one page writes, each noted by its hash for the page's CSP. */
class InlineScripts {
  readonly hashes: string[] = [];

  write(code: string): string {
    this.hashes.push(scriptHash(code));
    return `<script>${code}</script>`;
  }
}

const PREVIEW_BADGE_ID = 'brass-preview';

/**
 * The badge of a previewed page: which release it shows, the way back to the live shop, and a
 * button that hides the badge (the preview goes on). Outside the shell's root, so the shell never
 * draws over it, and styled inline, so any host release shows it the same.
 */
function previewBadge({ app, id }: { app: AppName; id: string }, scripts: InlineScripts): string {
  return (
    `<aside id="${PREVIEW_BADGE_ID}" aria-label="Preview" style="position:fixed;right:1rem;bottom:1rem;z-index:2147483647;display:flex;gap:.75rem;align-items:center;padding:.5rem .75rem;border-radius:.5rem;background:#5c1a1b;color:#fffaf0;font:600 .875rem/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgb(0 0 0/.25)">` +
    `<span>Preview: ${escapeText(app)} ${escapeText(id)}</span>` +
    `<a href="?preview=off" style="color:#f6d58e">Back to live</a>` +
    `<button type="button" aria-label="Hide the preview badge" style="border:0;background:none;color:inherit;font:inherit;cursor:pointer;padding:0 .25rem">×</button>` +
    `</aside>` +
    scripts.write(
      `document.querySelector('#${PREVIEW_BADGE_ID} button').addEventListener('click',function(){document.getElementById('${PREVIEW_BADGE_ID}').remove()})`,
    )
  );
}

/** Text written into an element: no markup in it is read as markup. */
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A value written into an inline script: a `</script>` inside its text cannot end the script. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org data blocks: never run, so the page's CSP needs no hash of them. */
const jsonLd = (blocks: object[]) =>
  blocks.map((block) => `<script type="application/ld+json">${scriptJson(block)}</script>`).join('');

/**
 * The host's page for one request. Always: the route's title, description, canonical address and
 * share tags (what a shared link or a search result shows, as crawlers run no script; pageHead), on
 * the home page the shop's Organization and WebSite data, the runtime config inlined (no round trip for config.json), the
 * shop's contact details when known (the footer renders them at once) and the API's connection opened
 * early. Then either
 * - the page its remote rendered on the server, inside the shell's main element, with the remote's stylesheet: the
 *   shopper sees it as soon as the HTML and CSS are in. Its buttons and fields are disabled until
 *   the live page replaces it, so no tap or typing is silently lost. The scripts (the shell's and
 *   the page's) start after that first paint, so they do not compete with the stylesheet and the
 *   images it needs; or
 * - preloads of the route's remote page, fetched alongside the shell, which then renders it.
 */
export function renderHostPage(indexHtml: string, page: HostPage): ComposedPage {
  const scripts = new InlineScripts();
  const html = composePage(indexHtml, page, scripts);
  const { preview } = page;
  return {
    html: preview ? html.replace('</body>', () => `${previewBadge(preview, scripts)}</body>`) : html,
    scriptHashes: scripts.hashes,
  };
}

function composePage(
  indexHtml: string,
  { config, url, title, files, serverRendered: renderedPage, shellPage, shopContact, backOffice }: HostPage,
  scripts: InlineScripts,
): string {
  const { origin, pathname: path } = new URL(url);
  const renderedHead = renderedPage?.match(RENDERED_HEAD)?.[0] ?? '';
  const markup = renderedPage?.slice(renderedHead.length);
  const serverRendered = files !== undefined && !!markup && EMPTY_MAIN.test(indexHtml);
  // The page's own title, description and share tags, when its remote named them, stand for the route's.
  const { naming, rest } = pageHead(
    (title ? `<title>${escapeText(title)}</title>` : (indexHtml.match(TITLE)?.[0] ?? '')) +
      (indexHtml.match(DESCRIPTION)?.[0] ?? '') +
      (serverRendered ? renderedHead : ''),
    { url, apiBase: config.apiBase },
  );
  const routePage = (backOffice ? indexHtml.replace(PRERENDERED_HEADER, '') : indexHtml)
    .replace(DESCRIPTION, '')
    .replace(
      TITLE,
      () =>
        naming + (path === HOME_PATH ? jsonLd(shopStructuredData(origin, config.apiBase, shopContact)) : ''),
    );
  const head =
    scripts.write(`window.__BRASS_RUNTIME_CONFIG__=${scriptJson(config)}`) +
    (shopContact ? scripts.write(`window.__BRASS_SHOP_CONTACT__=${scriptJson(shopContact)}`) : '') +
    `<link rel="preconnect" href="${escapeAttribute(config.apiBase)}" />`;
  if (!serverRendered) {
    const shell = routePage.replace(
      '</head>',
      () => `${head}${files ? routePreloadLinks(files) : ''}</head>`,
    );
    // The shell renders the same markup on start, styled by its own stylesheet: it takes over unseen.
    return shellPage
      ? shell.replace(EMPTY_MAIN, (_match, open: string, close: string) => `${open}${shellPage}${close}`)
      : shell;
  }
  const moduleScripts = routePage.match(MODULE_SCRIPTS)?.join('') ?? '';
  const stylesheets = files.stylesheets
    .map((file) => `<link rel="stylesheet" href="${escapeAttribute(file)}" />`)
    .join('');
  return routePage
    .replace(MODULE_SCRIPTS, '')
    .replace('</head>', () => `${head}${rest}${stylesheets}</head>`)
    .replace(
      EMPTY_MAIN,
      (_match, open: string, close: string) =>
        `${open}<div data-page="${escapeAttribute(path)}"><div aria-busy="true" data-server-rendered="${escapeAttribute(path)}">${markup}</div>${scripts.write(DISABLE_SERVER_RENDERED_CONTROLS)}</div>${close}`,
    )
    .replace(
      '</body>',
      () =>
        `<template id="${AFTER_PAINT_ID}">${moduleScripts}${scriptPreloadLinks(files)}</template>${scripts.write(START_AFTER_PAINT)}</body>`,
    );
}
