/**
 * For tests: the rules a Google Merchant Center feed (RSS 2.0, the product data specification) and a
 * sitemap (sitemaps.org protocol 0.9, Google's image extension) must follow, checked on the document
 * as a real XML parser reads it. Deliberately strict: where the rules allow a choice, the shop's own
 * is required (prices in INR, weights in kg, every address on the shop's origin), and anything they
 * do not name is a problem. Each returns the problems found, one sentence each; none for a good one.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NAMESPACE = 'http://www.google.com/schemas/sitemap-image/1.1';

/** The most addresses, and bytes before compression, one sitemap may have. */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** The longest address a sitemap's `loc` may be (sitemaps.org), and a feed's link (Merchant Center). */
const SITEMAP_MAX_LOC = 2048;
const FEED_MAX_URL = 2000;
/** Google's image extension: at most this many images for one page. */
const MAX_IMAGES_PER_PAGE = 1000;

type Node = Record<string, unknown>;

/** Every element is read as a list, so that an element given twice is seen, and text stays text. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/** The document's root element, or a problem when it is no well-formed XML. */
function parse(xml: string): { root: string; node: Node } | { problem: string } {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return { problem: `The XML is not well-formed: ${valid.err.msg} (line ${valid.err.line})` };
  if (!/^<\?xml version="1\.0" encoding="UTF-8"\?>/.test(xml))
    return { problem: 'The document does not start with an XML declaration of UTF-8' };
  const document = parser.parse(xml) as Record<string, Node[]>;
  const roots = Object.keys(document).filter((name) => name !== '?xml');
  if (roots.length !== 1) return { problem: `The document has ${roots.length} root elements` };
  const root = roots[0]!;
  const nodes = document[root]!;
  if (nodes.length !== 1) return { problem: `The document has ${nodes.length} root elements` };
  return { root, node: typeof nodes[0] === 'object' ? nodes[0] : {} };
}

/** The child elements of `node` named `name`. */
const children = (node: Node, name: string): unknown[] => (node[name] as unknown[] | undefined) ?? [];
const elementNames = (node: Node) =>
  Object.keys(node).filter((key) => !key.startsWith('@') && key !== '#text');
/** The text of a leaf element, or undefined when it holds elements. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const characters = (text: string) => Array.from(text).length;

function isHttpUrl(text: string): boolean {
  if (text !== text.trim() || /\s/.test(text) || !URL.canParse(text)) return false;
  return /^https?:$/.test(new URL(text).protocol);
}

/** Whether `text` is an address of a page on `origin`, exactly that origin (scheme, host and port). */
function isOnOrigin(text: string, origin: string): boolean {
  return isHttpUrl(text) && new URL(text).origin === new URL(origin).origin && text.startsWith(`${origin}/`);
}

/**
 * W3C Datetime (https://www.w3.org/TR/NOTE-datetime), the forms sitemaps.org names: a year, a month, a
 * day, or a day with hours and minutes, seconds and fractions, and a time zone designator.
 */
const W3C_DATETIME =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?)?)?$/;

function lastmodProblem(text: string, where: string, now: Date): string | undefined {
  if (!W3C_DATETIME.test(text)) return `${where}: lastmod ${JSON.stringify(text)} is not a W3C Datetime`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return `${where}: lastmod ${text} is no real date`;
  // A moment from now on is a clock's error, and search engines disregard it; a minute of skew is allowed.
  if (date.getTime() > now.getTime() + 60_000) return `${where}: lastmod ${text} is in the future`;
  return undefined;
}

/** What a sitemap is checked against: the shop's public origin, where every page it names must be. */
export interface SitemapRules {
  shopOrigin: string;
  /** The moment no lastmod may be after; by default now. */
  now?: Date;
}

/** The problems of a sitemap: a `<urlset>`, or a `<sitemapindex>` of sitemaps. */
export function sitemapProblems(xml: string, { shopOrigin, now = new Date() }: SitemapRules): string[] {
  const problems: string[] = [];
  if (Buffer.byteLength(xml) > SITEMAP_MAX_BYTES)
    problems.push(`The sitemap has ${Buffer.byteLength(xml)} bytes, more than ${SITEMAP_MAX_BYTES}`);
  const parsed = parse(xml);
  if ('problem' in parsed) return [...problems, parsed.problem];
  const { root, node } = parsed;
  if (root !== 'urlset' && root !== 'sitemapindex')
    return [...problems, `The root element is <${root}>, not <urlset> or <sitemapindex>`];
  if (node['@xmlns'] !== SITEMAP_NAMESPACE)
    problems.push(`<${root}> is not in the namespace ${SITEMAP_NAMESPACE}`);
  const entryName = root === 'urlset' ? 'url' : 'sitemap';
  const allowed =
    root === 'urlset' ? ['loc', 'lastmod', 'changefreq', 'priority', 'image:image'] : ['loc', 'lastmod'];
  for (const name of elementNames(node))
    if (name !== entryName) problems.push(`<${root}> holds <${name}>, which the protocol does not name`);
  for (const attribute of Object.keys(node).filter((key) => key.startsWith('@xmlns:'))) {
    const prefix = attribute.slice('@xmlns:'.length);
    if (prefix === 'image' && node[attribute] !== IMAGE_NAMESPACE)
      problems.push(`The image prefix is bound to ${String(node[attribute])}, not ${IMAGE_NAMESPACE}`);
    else if (prefix !== 'image')
      problems.push(`<${root}> declares a namespace prefix ${prefix} it does not use`);
  }
  const entries = children(node, entryName);
  if (entries.length === 0) problems.push(`<${root}> names no ${entryName}`);
  if (entries.length > SITEMAP_MAX_URLS)
    problems.push(`<${root}> names ${entries.length} entries, more than ${SITEMAP_MAX_URLS}`);
  const seen = new Set<string>();
  entries.forEach((value, index) => {
    const entry = (typeof value === 'object' && value !== null ? value : {}) as Node;
    const locs = children(entry, 'loc');
    const loc = textOf(locs[0]) ?? '';
    const where = `${entryName} ${index + 1} (${loc || 'no loc'})`;
    for (const name of elementNames(entry))
      if (!allowed.includes(name)) problems.push(`${where}: <${name}> is not part of a <${entryName}>`);
    if (locs.length !== 1) problems.push(`${where}: has ${locs.length} <loc>, not one`);
    if (!isOnOrigin(loc, shopOrigin))
      problems.push(`${where}: loc is not an absolute address on ${shopOrigin}`);
    if (loc.length > SITEMAP_MAX_LOC)
      problems.push(`${where}: loc is longer than ${SITEMAP_MAX_LOC} characters`);
    if (seen.has(loc)) problems.push(`${where}: loc is named twice`);
    seen.add(loc);
    const lastmods = children(entry, 'lastmod');
    if (lastmods.length > 1) problems.push(`${where}: has ${lastmods.length} <lastmod>`);
    for (const lastmod of lastmods) {
      const problem = lastmodProblem(textOf(lastmod) ?? '', where, now);
      if (problem) problems.push(problem);
    }
    for (const changefreq of children(entry, 'changefreq'))
      if (
        !['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'].includes(
          textOf(changefreq) ?? '',
        )
      )
        problems.push(`${where}: changefreq ${String(textOf(changefreq))} is not one of the protocol's`);
    for (const priority of children(entry, 'priority'))
      if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(textOf(priority) ?? ''))
        problems.push(`${where}: priority ${String(textOf(priority))} is not from 0.0 to 1.0`);
    const images = children(entry, 'image:image');
    if (images.length > MAX_IMAGES_PER_PAGE)
      problems.push(`${where}: names ${images.length} images, more than ${MAX_IMAGES_PER_PAGE}`);
    if (images.length > 0 && node['@xmlns:image'] !== IMAGE_NAMESPACE)
      problems.push(`${where}: names images without declaring the image namespace`);
    images.forEach((image, imageIndex) => {
      const imageNode = (typeof image === 'object' && image !== null ? image : {}) as Node;
      const imageLocs = children(imageNode, 'image:loc');
      const imageWhere = `${where}, image ${imageIndex + 1}`;
      for (const name of elementNames(imageNode))
        if (name !== 'image:loc') problems.push(`${imageWhere}: <${name}> is not part of an <image:image>`);
      if (imageLocs.length !== 1)
        problems.push(`${imageWhere}: has ${imageLocs.length} <image:loc>, not one`);
      if (!isHttpUrl(textOf(imageLocs[0]) ?? ''))
        problems.push(`${imageWhere}: image:loc is not an absolute http(s) address`);
    });
  });
  return problems;
}

/** What a feed is checked against: the shop's public origin, where every product's link must be. */
export interface FeedRules {
  shopOrigin: string;
}

const AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'];
const CONDITION = ['new', 'refurbished', 'used'];

/**
 * The attributes each product must have, once each, and the other ones the specification names that
 * the shop could send: anything else is a misspelt attribute Merchant Center would ignore.
 */
const REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:brand',
  'g:condition',
  'g:identifier_exists',
  'g:google_product_category',
  'g:shipping_weight',
];
const OPTIONAL_ONCE = [
  'g:product_type',
  'g:sale_price',
  'g:gtin',
  'g:mpn',
  'g:mobile_link',
  'g:item_group_id',
  'g:size',
  'g:color',
];
/** The attributes variants of one group differ by; two items of a group alike in all are one product twice. */
const VARIANT_ATTRIBUTES = ['g:size', 'g:color'];
const OPTIONAL_MANY = ['g:additional_image_link'];

/** The problems of a Merchant Center feed in RSS 2.0. */
export function merchantFeedProblems(xml: string, { shopOrigin }: FeedRules): string[] {
  const parsed = parse(xml);
  if ('problem' in parsed) return [parsed.problem];
  const { root, node } = parsed;
  if (root !== 'rss') return [`The root element is <${root}>, not <rss>`];
  const problems: string[] = [];
  if (node['@version'] !== '2.0') problems.push('<rss> is not version 2.0');
  if (node['@xmlns:g'] !== GOOGLE_NAMESPACE)
    problems.push(`The g prefix is not bound to ${GOOGLE_NAMESPACE}`);
  const channels = children(node, 'channel');
  if (channels.length !== 1) return [...problems, `<rss> has ${channels.length} <channel>, not one`];
  const channel = (typeof channels[0] === 'object' ? channels[0] : {}) as Node;
  for (const name of ['title', 'link', 'description'])
    if (children(channel, name).length !== 1 || !textOf(children(channel, name)[0])?.trim())
      problems.push(`<channel> has no ${name} of its own`);
  if (!isHttpUrl(textOf(children(channel, 'link')[0]) ?? ''))
    problems.push('<channel> link is not an absolute address');
  const ids = new Set<string>();
  /** Per item group, the variant attributes of each of its items seen so far. */
  const groups = new Map<string, Set<string>>();
  children(channel, 'item').forEach((value, index) => {
    const item = (typeof value === 'object' && value !== null ? value : {}) as Node;
    const one = (name: string) => textOf(children(item, name)[0]) ?? '';
    const id = one('g:id');
    const where = `item ${index + 1} (${id || 'no id'})`;
    for (const name of elementNames(item)) {
      const count = children(item, name).length;
      if (!REQUIRED.includes(name) && !OPTIONAL_ONCE.includes(name) && !OPTIONAL_MANY.includes(name))
        problems.push(`${where}: <${name}> is not an attribute the specification names`);
      else if (!OPTIONAL_MANY.includes(name) && count > 1) problems.push(`${where}: has ${count} <${name}>`);
      for (const element of children(item, name))
        if (textOf(element) === undefined) problems.push(`${where}: <${name}> holds elements, not text`);
    }
    const missing = REQUIRED.filter((name) => !one(name).trim());
    for (const name of missing) problems.push(`${where}: ${name} is missing or empty`);
    /** A required attribute's form is checked once it is there: its absence is the one problem. */
    const given = (name: string) => !missing.includes(name);
    if (characters(id) > 50) problems.push(`${where}: id has ${characters(id)} characters, more than 50`);
    if (id !== id.trim()) problems.push(`${where}: id has spaces around it`);
    if (ids.has(id)) problems.push(`${where}: id is used by an item before it`);
    ids.add(id);
    const title = one('g:title');
    if (characters(title) > 150)
      problems.push(`${where}: title has ${characters(title)} characters, more than 150`);
    const description = one('g:description');
    if (characters(description) > 5000)
      problems.push(`${where}: description has ${characters(description)} characters, more than 5000`);
    const link = one('g:link');
    if (given('g:link') && !isOnOrigin(link, shopOrigin))
      problems.push(`${where}: link is not an absolute address on ${shopOrigin}`);
    const images = [
      one('g:image_link'),
      ...children(item, 'g:additional_image_link').map((image) => textOf(image) ?? ''),
    ];
    for (const url of [link, ...images])
      if (url.length > FEED_MAX_URL)
        problems.push(`${where}: ${url} is longer than ${FEED_MAX_URL} characters`);
    images.forEach((image, imageIndex) => {
      if ((imageIndex > 0 || given('g:image_link')) && !isHttpUrl(image))
        problems.push(
          `${where}: ${imageIndex === 0 ? 'image_link' : 'an additional_image_link'} is not an absolute http(s) address`,
        );
    });
    if (images.length - 1 > 10)
      problems.push(`${where}: has ${images.length - 1} additional images, more than 10`);
    if (new Set(images).size !== images.length) problems.push(`${where}: names an image twice`);
    if (given('g:availability') && !AVAILABILITY.includes(one('g:availability')))
      problems.push(
        `${where}: availability ${JSON.stringify(one('g:availability'))} is not one of ${AVAILABILITY.join(', ')}`,
      );
    for (const name of ['g:price', 'g:sale_price'])
      if (one(name).trim() && !/^\d+\.\d{2} INR$/.test(one(name)))
        problems.push(`${where}: ${name} ${JSON.stringify(one(name))} is not written as 7800.00 INR`);
    if (given('g:condition') && !CONDITION.includes(one('g:condition')))
      problems.push(
        `${where}: condition ${JSON.stringify(one('g:condition'))} is not one of ${CONDITION.join(', ')}`,
      );
    if (given('g:identifier_exists') && !['yes', 'no'].includes(one('g:identifier_exists')))
      problems.push(
        `${where}: identifier_exists ${JSON.stringify(one('g:identifier_exists'))} is not yes or no`,
      );
    const weight = /^(\d+(?:\.\d+)?) kg$/.exec(one('g:shipping_weight'));
    if (given('g:shipping_weight') && (!weight || Number(weight[1]) <= 0))
      problems.push(
        `${where}: shipping_weight ${JSON.stringify(one('g:shipping_weight'))} is not a weight written as 1.35 kg`,
      );
    const category = one('g:google_product_category');
    if (
      given('g:google_product_category') &&
      !/^[1-9]\d*$/.test(category) &&
      !/^[A-Z][^>]*( > [^>]+)*$/.test(category)
    )
      problems.push(
        `${where}: google_product_category ${JSON.stringify(category)} is neither an id nor a path of the taxonomy`,
      );
    if (characters(one('g:brand')) > 70) problems.push(`${where}: brand is longer than 70 characters`);
    const group = one('g:item_group_id');
    if (characters(group) > 50)
      problems.push(`${where}: item_group_id has ${characters(group)} characters, more than 50`);
    for (const name of VARIANT_ATTRIBUTES)
      if (characters(one(name)) > 100) problems.push(`${where}: ${name} is longer than 100 characters`);
    if (group) {
      const variant = JSON.stringify(VARIANT_ATTRIBUTES.map(one));
      const seen = groups.get(group) ?? new Set<string>();
      if (VARIANT_ATTRIBUTES.every((name) => !one(name).trim()))
        problems.push(`${where}: is in item group ${group} without a size or colour to tell it apart`);
      else if (seen.has(variant))
        problems.push(`${where}: has the size and colour of an item before it in group ${group}`);
      groups.set(group, seen.add(variant));
    }
  });
  return problems;
}
