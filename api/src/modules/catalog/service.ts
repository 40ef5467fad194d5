import type {
  Availability,
  Product,
  ProductDetail,
  ProductFacets,
  ProductFacts,
  ProductPage,
  ProductQuery,
  ProductVariant,
} from '@brass/shared/contracts/catalog';
import { VARIANT_KEY_SEPARATOR } from '@brass/shared/product-path';
import { LRUCache } from 'lru-cache';
import { batchLoader } from '../../lib/batch-loader.js';
import { HttpError } from '../../lib/http-error.js';
import { finishDroppedLoads } from '../../lib/finish-dropped-loads.js';
import { productsTag, productTag } from '../../lib/cache-tags.js';
import { isSlug } from '../../lib/ids.js';
import type { ImageStore } from '../images/image-store.js';
import { mainPhotoKey, shareImageOf } from './main-photo.js';
import { relatedProducts } from './related.js';
import type { CatalogRepository, ListedProduct, ListedVariant, ProductFilter } from './repository.js';
import { searchWordsOf, textSearchQueryOf } from './search-query.js';
import { inVariantOrder } from './variants.js';

/** The catalogue as the sitemap and the product feed show it (`CatalogService.listings`). */
export interface CatalogueListings {
  /** In the owner's order. */
  products: { product: ProductDetail; updatedAt: Date }[];
  /** When any list of the catalogue last changed; undefined without products. */
  lastChanged: Date | undefined;
}

const defaultPageSize = 24;
const productTagPrefix = productTag('');
const mostPopularCount = 10;

/** The facts of a product as pages and the back office name them. */
export function factsOf(row: ListedProduct): ProductFacts {
  return {
    // The parcel's length faces the shopper as the piece's width, its breadth as its depth.
    heightCm: row.heightCm,
    widthCm: row.lengthCm,
    depthCm: row.breadthCm,
    weightKg: row.weightGrams / 1000,
    material: row.material,
    finish: row.finish,
    care: row.careInstructions,
    hsnCode: row.hsnCode,
  };
}

/** The variant a card offers: the first in stock in the options' order, else the first. */
function cardVariant(row: ListedProduct, variants: readonly ListedVariant[]): Product['variant'] {
  const ordered = inVariantOrder(row.options ?? [], variants);
  const chosen = ordered.find((variant) => variant.stock > 0) ?? ordered[0];
  return (
    chosen && {
      _id: chosen.id,
      productName: chosen.name,
      price: chosen.price,
      compareAtPrice: chosen.compareAtPrice,
      stock: chosen.stock,
    }
  );
}

function toProduct(row: ListedProduct): Product {
  return {
    _id: row.id,
    productName: row.name,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    description: row.description,
    image: row.image,
    ...(row.mainCategory ? { mainCategory: row.mainCategory } : {}),
    isNewArrival: row.isNewArrival,
    createdAt: row.createdAt.toISOString(),
    stock: row.stock,
    facts: factsOf(row),
    ...(row.options ? { options: row.options } : {}),
  };
}

/** The list's filters other than the search, blank values meaning no filter. */
function filtersOf(query: ProductQuery): ProductFilter {
  return {
    category: query.category?.trim() || undefined,
    price: query.price,
    material: query.material?.trim() || undefined,
    finish: query.finish?.trim() || undefined,
    inStock: query.inStock === 'true' || undefined,
    collection: query.collection,
  };
}

/**
 * Whether `cache` keeps an answer for `key` or is loading one: `has` says no while a first load is
 * under way, but a key being loaded already has its time to live.
 */
const isKeptOrLoading = (cache: Pick<LRUCache<string, object>, 'getRemainingTTL'>, key: string) =>
  cache.getRemainingTTL(key) > 0;

export class CatalogService {
  /**
   * Counting is the one part of a page that grows with the catalogue (11 ms at 100,000 products
   * against 1 ms for the page itself), and a total that is half a minute old harms nobody.
   */
  private readonly totals = new LRUCache<string, number, ProductFilter>({
    ...finishDroppedLoads,
    max: 1000,
    ttl: 30_000,
    fetchMethod: (_key, _stale, { context }) => this.products.count(context),
  });
  /**
   * The whole catalogue is the hottest read (home page, shop, order images) and changes rarely; with
   * PGlite, decoding it costs about 2 ms per request, so each process rebuilds it at most every 10 s.
   */
  private readonly catalogue = new LRUCache<string, Product[]>({
    ...finishDroppedLoads,
    max: 1,
    ttl: 10_000,
    fetchMethod: async () => this.cardsOf(await this.products.all()),
  });
  /** Filter counts grow with the catalogue like totals do, and may be as old. */
  private readonly facetCounts = new LRUCache<string, ProductFacets, ProductFilter>({
    ...finishDroppedLoads,
    max: 1000,
    ttl: 30_000,
    fetchMethod: (_key, _stale, { context }) => this.products.facets(context),
  });
  /** The synonyms and spellings of searched words: the vocabulary changes only with the catalogue. */
  private readonly vocabulary = new LRUCache<
    string,
    Awaited<ReturnType<CatalogRepository['expand']>>,
    string[]
  >({
    ...finishDroppedLoads,
    max: 1000,
    ttl: 60_000,
    fetchMethod: (_key, _stale, { context }) => this.products.expand(context),
  });
  /** Product pages, likewise; unknown ids are not kept (a failed load is forgotten). */
  private readonly productPages = new LRUCache<string, ProductDetail>({
    ...finishDroppedLoads,
    max: 1000,
    ttl: 10_000,
    fetchMethod: (id) => this.productPage(id),
  });
  /** The related pieces under each product page, kept as the page is. */
  private readonly relatedPieces = new LRUCache<string, Product[]>({
    ...finishDroppedLoads,
    max: 1000,
    ttl: 10_000,
    // An archived product's page still offers them, so its visitor can go on shopping: they are on sale.
    fetchMethod: async (id) =>
      this.cardsOf(await relatedProducts(this.products, await this.known(id, { archived: true }))),
  });
  /**
   * Stock is never cached (the cart shows it as it is now), but the carts asking it together share
   * one query.
   */
  private readonly stock = batchLoader((ids) => this.products.stockOf(ids));
  /**
   * Pages of the list as asked (category, search, filters, order, page), kept like the catalogue:
   * the shop's list and its server ask them on every visit, and a page took two queries besides its
   * cached counts. Bounded, as searches can ask for anything.
   */
  private readonly listPages = new LRUCache<string, ProductPage, ProductQuery>({
    ...finishDroppedLoads,
    max: 500,
    ttl: 10_000,
    fetchMethod: (_key, _stale, { context }) => this.page(context),
  });
  /** The home page's Most Popular, a ranking that may be as old as the catalogue. */
  private readonly popular = new LRUCache<string, Product[]>({
    ...finishDroppedLoads,
    max: 1,
    ttl: 10_000,
    fetchMethod: () => this.ranked(),
  });

  constructor(
    private readonly products: CatalogRepository,
    /** Where uploaded photos are served from. */
    private readonly images: Pick<ImageStore, 'url'>,
  ) {}

  /**
   * Forgets the answers that show data a change named (`tags`, as the change feed names them; none:
   * everything). Lists show every product's card, so any product's change forgets them; their counts,
   * search words and facets go only when the lists' membership or order changed (`products`). A changed
   * product's page and related pieces are read again at once if asked for lately: the page drawn again
   * for the change, or its next visitor, then finds them ready instead of waiting on the database.
   * Other products' pages stay kept: a sale that moves one piece's stock leaves the rest as they were.
   */
  forget(tags?: readonly string[]): void {
    const changed = tags?.flatMap((tag) =>
      tag.startsWith(productTagPrefix) ? [tag.slice(productTagPrefix.length)] : [],
    );
    if (!changed || tags?.includes(productsTag)) {
      this.totals.clear();
      this.facetCounts.clear();
      this.vocabulary.clear();
    }
    this.catalogue.clear();
    this.listPages.clear();
    this.popular.clear();
    if (!changed) {
      this.productPages.clear();
      this.relatedPieces.clear();
      return;
    }
    // Any product's card may be among another's related pieces.
    const relatedAsked = changed.filter((id) => isKeptOrLoading(this.relatedPieces, id));
    this.relatedPieces.clear();
    for (const id of changed) {
      const asked = isKeptOrLoading(this.productPages, id);
      this.productPages.delete(id);
      if (asked) this.productPages.fetch(id).catch(() => undefined);
    }
    for (const id of relatedAsked) this.relatedPieces.fetch(id).catch(() => undefined);
  }

  /** Cards of `rows`, those sold in sizes or finishes with the variant their Add to Cart adds. */
  private async cardsOf(rows: ListedProduct[]): Promise<Product[]> {
    const variants = await this.products.variantsOfEach(
      rows.filter((row) => row.options).map((row) => row.id),
    );
    return rows.map((row) => {
      const product = toProduct(row);
      if (!row.options) return product;
      const variant = cardVariant(
        row,
        variants.filter((candidate) => candidate.variantOf === row.id),
      );
      return variant ? { ...product, variant } : product;
    });
  }

  /** No query: the whole catalogue as the shop's design has it. Any query: one page of it. */
  list(query: ProductQuery): Promise<Product[] | ProductPage> {
    if (Object.values(query).every((value) => value === undefined)) {
      return this.catalogue.forceFetch('all');
    }
    return this.listPages.forceFetch(JSON.stringify(query), { context: query });
  }

  private async page(query: ProductQuery): Promise<ProductPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? defaultPageSize;
    const { search, searchedFor, total } = await this.searchOf(query.q ?? '', filtersOf(query));
    const filter = { ...filtersOf(query), search };
    const [rows, categories, facets] = await Promise.all([
      this.products.page(filter, query.sort ?? (search ? 'relevance' : undefined), limit, (page - 1) * limit),
      this.products.categories(),
      query.facets === 'true'
        ? this.facetCounts.forceFetch(JSON.stringify(filter), { context: filter })
        : undefined,
    ]);
    return {
      items: await this.cardsOf(rows),
      total: total ?? (await this.totalOf(filter)),
      page,
      limit,
      categories,
      ...(facets ? { facets } : {}),
      ...(searchedFor ? { searchedFor } : {}),
    };
  }

  private totalOf(filter: ProductFilter): Promise<number> {
    return this.totals.forceFetch(JSON.stringify(filter), { context: filter });
  }

  /**
   * The text-search query for the shopper's words, each widened by its synonyms and nearest spelling:
   * every word required, or, when no product has them all, any one of them (ranking puts the products
   * with most of them first). `total` is the count already made on the way.
   */
  private async searchOf(
    text: string,
    filters: ProductFilter,
  ): Promise<{ search?: string; searchedFor?: string; total?: number }> {
    const words = searchWordsOf(text);
    if (words.length === 0) return {};
    const expanded = await this.vocabulary.forceFetch(words.join(' '), { context: words });
    const searchedFor = expanded.some((word) => word.nearest !== null)
      ? expanded.map((word) => word.nearest ?? word.word).join(' ')
      : undefined;
    const everyWord = textSearchQueryOf(expanded, '&');
    const total = await this.totalOf({ ...filters, search: everyWord });
    if (total > 0 || expanded.length === 1) return { search: everyWord, searchedFor, total };
    const anyWord = textSearchQueryOf(expanded, '|');
    return { search: anyWord, searchedFor, total: await this.totalOf({ ...filters, search: anyWord }) };
  }

  /**
   * A product with all its photos and its share image. A product without uploaded photos (the seeded
   * ones) has its one `image`, described by its name.
   */
  get(id: string): Promise<ProductDetail> {
    return this.productPages.forceFetch(id);
  }

  private async productPage(id: string): Promise<ProductDetail> {
    const row = await this.known(id);
    const [photos, variants] = await Promise.all([
      this.products.photos(id),
      row.options ? this.variantsOf(row) : undefined,
    ]);
    const shareImage = shareImageOf(photos[0], row.image, (key) => this.images.url(key));
    return {
      ...toProduct(row),
      images: this.imagesOf(row, photos),
      ...(shareImage && { shareImage }),
      ...(variants && { variants }),
    };
  }

  private async variantsOf(product: ListedProduct): Promise<ProductVariant[]> {
    const rows = inVariantOrder(product.options ?? [], await this.products.variantsOf(product.id));
    const photos = await Promise.all(rows.map((row) => this.products.photos(row.id)));
    return rows.map((row, index) => {
      const own = photos[index] ?? [];
      return {
        _id: row.id,
        key: row.id.slice(product.id.length + VARIANT_KEY_SEPARATOR.length),
        productName: row.name,
        sku: row.sku,
        values: row.optionValues,
        price: row.price,
        compareAtPrice: row.compareAtPrice,
        stock: row.stock,
        weightKg: row.weightGrams / 1000,
        ...(own.length > 0 ? { images: this.imagesOf(row, own) } : {}),
      };
    });
  }

  private imagesOf(row: ListedProduct, photos: { stem: string; alt: string }[]): ProductDetail['images'] {
    return photos.length > 0
      ? photos.map(({ stem, alt }) => ({ url: this.images.url(mainPhotoKey(stem)), alt }))
      : [{ url: row.image, alt: row.name }];
  }

  /**
   * Every product on sale as its page shows it, all its photos, in the owner's order, each with when
   * its page last changed, and when any list of the catalogue last did: what the sitemap and the
   * product feed are made of. Read afresh, in three queries whatever the catalogue's size: their maker
   * keeps what it makes of them.
   */
  async listings(): Promise<CatalogueListings> {
    const [rows, photos, lastChanged] = await Promise.all([
      this.products.listedSince(),
      this.products.photosOfAll(),
      this.products.lastChanged(),
    ]);
    const photosOf = new Map<string, { stem: string; alt: string }[]>();
    for (const photo of photos) {
      const own = photosOf.get(photo.productId);
      if (own) own.push(photo);
      else photosOf.set(photo.productId, [photo]);
    }
    const variants = new Map(
      await Promise.all(
        rows.filter((row) => row.options).map(async (row) => [row.id, await this.variantsOf(row)] as const),
      ),
    );
    return {
      products: rows.map(({ updatedAt, ...row }) => {
        const sold = variants.get(row.id);
        const images = this.imagesOf(row, photosOf.get(row.id) ?? []);
        return { product: { ...toProduct(row), images, ...(sold && { variants: sold }) }, updatedAt };
      }),
      lastChanged,
    };
  }

  /** The pieces shown under a product's page (see related.ts). */
  related(id: string): Promise<Product[]> {
    return this.relatedPieces.forceFetch(id);
  }

  private async known(id: string, { archived = false } = {}): Promise<ListedProduct> {
    // Ids are slugs: any other string names no product and needs no query.
    const row = isSlug(id) ? await this.products.findById(id, { archived }) : undefined;
    if (!row) throw new HttpError(404, 'Product not found');
    return row;
  }

  /**
   * Pieces in stock of each product asked about, read afresh (never from the cached pages: a
   * cart asks to know what it can still buy). A product the shop does not sell has 0, which is what
   * placing an order would find.
   */
  async availability(ids: string[]): Promise<Availability> {
    // Ids are slugs: any other string names no product and needs no query.
    const known = ids.filter(isSlug);
    const stock = await Promise.all(known.map((id) => this.stock.load(id)));
    const inStock = new Map(known.map((id, index) => [id, stock[index]]));
    return { items: ids.map((id) => ({ _id: id, stock: inStock.get(id) ?? 0 })) };
  }

  /** What sells best, completed by the products the shop flags as popular while sales are few. */
  mostPopular(): Promise<Product[]> {
    return this.popular.forceFetch('top');
  }

  private async ranked(): Promise<Product[]> {
    const bestSellers = await this.products.bestSellers(mostPopularCount);
    const missing = mostPopularCount - bestSellers.length;
    const flagged =
      missing > 0
        ? await this.products.flaggedPopular(
            missing,
            bestSellers.map((row) => row.id),
          )
        : [];
    return this.cardsOf([...bestSellers, ...flagged]);
  }
}
