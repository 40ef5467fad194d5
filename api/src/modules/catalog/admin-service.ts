import { randomBytes } from 'node:crypto';
import { DEFAULT_PRODUCT_IMAGE } from '@brass/shared/constants';
import type {
  AdminProduct,
  AdminProductList,
  AdminProductSummary,
  AdminVariant,
  ProductBody,
  ProductDraftBody,
  ProductImage,
  ProductMove,
  ProductUpdateBody,
  ProductVariantsBody,
} from '@brass/shared/contracts/admin-products';
import { VARIANT_KEY_SEPARATOR } from '@brass/shared/product-path';
import type { FastifyBaseLogger } from 'fastify';
import { productsTag, productTag } from '../../lib/cache-tags.js';
import { HttpError } from '../../lib/http-error.js';
import { newId, slugOf } from '../../lib/ids.js';
import type { AuditService } from '../audit/service.js';
import type {
  ProductAdminRepository,
  ProductChanges,
  ProductFilters,
  ProductImageRow,
  ProductRow,
} from './admin-repository.js';
import type { ImageStore } from '../images/image-store.js';
import { imageKeys, renderImage } from '../images/rendering.js';
import { mainPhotoKey, PRODUCT_PHOTO } from './main-photo.js';
import { factsOf, type CatalogService } from './service.js';
import { checkVariants, inVariantOrder, variantId, variantMessages, variantName } from './variants.js';

const PRODUCTS_PAGE_SIZE = 25;
/** Enough for every side of a piece and its details; more is a gallery nobody scrolls. */
const MAX_IMAGES = 20;
const MAX_ALT_LENGTH = 300;

const productAdminMessages = {
  notFound: 'No product has that id.',
  imageNotFound: 'This product has no image with that id.',
  noSlug:
    'The name needs at least one letter from a to z or a digit: the product’s web address is made from it.',
  taken: (id: string, name: string) =>
    `A product with the web address “${id}” already exists (${name}). Give this one a different name.`,
  archivedAlready: (name: string) => `${name} is archived already.`,
  notArchived: (name: string) => `${name} is not archived.`,
  unknownProducts: (ids: string[]) => `No product has the id ${ids.join(', ')}.`,
  besideItself: 'A product cannot move before or after itself.',
  stockMoved: (stock: number) =>
    `Stock changed while you were editing: it is now ${stock}. Check it and save again.`,
  imagesMismatch: 'List every image of this product once, the main image first.',
  tooManyImages: `A product can have at most ${MAX_IMAGES} images. Remove one first.`,
  altTooLong: `The image’s description (alt text) can be at most ${MAX_ALT_LENGTH} characters.`,
  publishedAlready: (name: string) => `${name} is in the shop already.`,
  draftAlready: (name: string) => `${name} is a draft already.`,
  notReady: (name: string, missing: string[]) =>
    `${name} cannot be published yet: it needs ${inWords(missing)}.`,
  lastPhoto:
    'The shop never shows a product without a photo: add another photo before removing this one, or unpublish the product first.',
} as const;

/** `a, b and c`. */
function inWords(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What a product lacks before shoppers may see it, in the owner's words; none: it may be published.
 * Its photo is its main image (a variant without photos of its own shows its product's).
 */
function missingToPublish(row: ProductRow): string[] {
  const facts = [
    ['height', row.heightCm],
    ['width', row.lengthCm],
    ['depth', row.breadthCm],
    ['weight', row.weightGrams],
  ] as const;
  const unmeasured = facts.filter(([, value]) => !(value > 0)).map(([fact]) => fact);
  return [
    ...(row.image === DEFAULT_PRODUCT_IMAGE ? ['a photo'] : []),
    ...(row.price > 0 ? [] : ['a price above ₹0']),
    ...(row.stock > 0 ? [] : ['at least one piece in stock']),
    ...(row.mainCategory ? [] : ['a category']),
    ...(row.description.trim() ? [] : ['a description']),
    ...(unmeasured.length > 0 ? [`its ${inWords(unmeasured)}`] : []),
  ];
}

export interface ProductQuery extends ProductFilters {
  page: number;
}

export interface PhotoUpload {
  photo: Buffer;
  /** The description a screen reader speaks; the product's name when none is given. */
  alt: string | undefined;
}

/** The columns of a product as the owner's form has them. */
function rowOf(body: ProductBody): ProductChanges {
  const { facts } = body;
  return {
    name: body.name,
    description: body.description,
    price: body.price,
    compareAtPrice: body.compareAtPrice,
    mainCategory: body.category,
    isNewArrival: body.isNewArrival,
    isPopular: body.isPopular,
    stock: body.stock,
    heightCm: facts.heightCm,
    lengthCm: facts.widthCm,
    breadthCm: facts.depthCm,
    weightGrams: Math.round(facts.weightKg * 1000),
    material: facts.material,
    finish: facts.finish,
    careInstructions: facts.care,
    hsnCode: facts.hsnCode,
  };
}

/** Every field of a product by the name the owner's form gives it, facts as `facts.<name>`. */
function fieldsOf(row: ProductRow): Record<string, unknown> {
  const { description, name, price, compareAtPrice, isNewArrival, isPopular, stock } = row;
  const fields = { name, description, price, compareAtPrice, category: row.mainCategory };
  const facts = Object.entries(factsOf(row)).map(([key, value]) => [`facts.${key}`, value]);
  return { ...fields, isNewArrival, isPopular, stock, ...Object.fromEntries(facts) };
}

/** Long texts are only said to have changed; the log is for seeing who did what, not a copy. */
const longTexts = new Set(['description', 'facts.care']);

/** For the audit log: each field that changed, as `before → after`. */
function differences(before: ProductRow, after: ProductRow): Record<string, string> {
  const was = fieldsOf(before);
  const text = (value: unknown) => (value === null ? 'none' : String(value));
  const show = (value: unknown) => (text(value).length > 100 ? `${text(value).slice(0, 99)}…` : text(value));
  return Object.fromEntries(
    Object.entries(fieldsOf(after))
      .filter(([field, value]) => text(was[field]) !== text(value))
      .map(([field, value]) => [
        field,
        longTexts.has(field) ? 'changed' : `${show(was[field])} → ${show(value)}`,
      ]),
  );
}

function toSummary(row: ProductRow): AdminProductSummary {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    category: row.mainCategory,
    isNewArrival: row.isNewArrival,
    isPopular: row.isPopular,
    stock: row.stock,
    image: row.image,
    position: row.position,
    archived: row.archivedAt !== null,
    draft: row.publishedAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toVariant(productId: string, row: ProductRow): AdminVariant {
  return {
    id: row.id,
    key: row.id.slice(productId.length + VARIANT_KEY_SEPARATOR.length),
    name: row.name,
    sku: row.sku,
    values: row.optionValues ?? {},
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    stock: row.stock,
    weightKg: row.weightGrams / 1000,
    image: row.image,
    archived: row.archivedAt !== null,
  };
}

/** What a variant shares with its product: what the invoice, the lists' filters and couriers read. */
const sharedWithVariants = (product: ProductRow) => ({
  description: product.description,
  mainCategory: product.mainCategory,
  lengthCm: product.lengthCm,
  breadthCm: product.breadthCm,
  heightCm: product.heightCm,
  material: product.material,
  finish: product.finish,
  careInstructions: product.careInstructions,
  hsnCode: product.hsnCode,
});

/**
 * The back office's work on the catalogue: finding products (archived ones too), creating and editing
 * them, taking them out of the shop and back, the owner's order, and their photos. Every change is
 * written to the audit log in its transaction, and the shop's cached pages of this process forgotten.
 */
export class ProductAdminService {
  constructor(
    private readonly repository: ProductAdminRepository,
    private readonly store: ImageStore,
    private readonly audit: AuditService,
    private readonly shopCatalogue: Pick<CatalogService, 'forget'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list({ page, ...filters }: ProductQuery): Promise<AdminProductList> {
    const { rows, total } = await this.repository.page(filters, {
      offset: (page - 1) * PRODUCTS_PAGE_SIZE,
      limit: PRODUCTS_PAGE_SIZE,
    });
    return { products: rows.map(toSummary), total, page, pageSize: PRODUCTS_PAGE_SIZE };
  }

  async detail(id: string): Promise<AdminProduct> {
    const row = await this.repository.find(id);
    if (!row) throw new HttpError(404, productAdminMessages.notFound);
    const [images, variants] = await Promise.all([
      this.repository.images(id),
      this.repository.variantsOf(id),
    ]);
    return {
      ...toSummary(row),
      description: row.description,
      facts: factsOf(row),
      images: images.map((image) => this.toImage(image)),
      archivedAt: row.archivedAt?.toISOString() ?? null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      options: row.options,
      variants: inVariantOrder(row.options ?? [], variants).map((variant) => toVariant(id, variant)),
    };
  }

  /** A new product, a draft until the owner publishes it; its id is the slug of its name. */
  create(actorId: string, body: ProductBody): Promise<AdminProduct> {
    return this.insertDraft(actorId, rowOf(body), {
      name: body.name,
      price: String(body.price),
      stock: String(body.stock),
    });
  }

  /**
   * A draft with a name and nothing else yet: the form of a new product makes it when the owner adds
   * photos before saving, so that every stored photo belongs to a product. Its price, stock and facts
   * are 0 until the form is saved, and publishing asks for each.
   */
  createDraft(actorId: string, { name }: ProductDraftBody): Promise<AdminProduct> {
    const row = {
      name,
      description: '',
      price: 0,
      compareAtPrice: null,
      mainCategory: null,
      isNewArrival: false,
      isPopular: false,
      stock: 0,
      heightCm: 0,
      lengthCm: 0,
      breadthCm: 0,
      weightGrams: 0,
      material: null,
      finish: null,
      careInstructions: null,
      hsnCode: null,
    };
    return this.insertDraft(actorId, row, { name, draft: 'yes' });
  }

  private async insertDraft(
    actorId: string,
    row: ProductChanges,
    details: Record<string, string>,
  ): Promise<AdminProduct> {
    const id = slugOf(row.name);
    if (!id) throw new HttpError(400, productAdminMessages.noSlug);
    await this.repository.transaction(async (products, tx) => {
      await products.holdOrder();
      if (!(await products.insert({ id, ...row, image: DEFAULT_PRODUCT_IMAGE }))) {
        const holder = await products.find(id);
        throw new HttpError(409, productAdminMessages.taken(id, holder?.name ?? row.name));
      }
      await this.audit.record(tx, { actorId, action: 'product.created', target: id, details });
    });
    return this.changed(id);
  }

  /**
   * Puts a draft in the shop, once it has everything a shopper's page and a courier need: a photo, a
   * price, stock, a category, a description and its size and weight. Refused (409) naming each part
   * missing, all at once.
   */
  async publish(actorId: string, id: string): Promise<AdminProduct> {
    await this.repository.transaction(async (products, tx) => {
      const product = await products.lock(id);
      if (!product || product.variantOf !== null) throw new HttpError(404, productAdminMessages.notFound);
      if (product.publishedAt !== null) {
        throw new HttpError(409, productAdminMessages.publishedAlready(product.name));
      }
      const missing = missingToPublish(product);
      if (missing.length > 0) throw new HttpError(409, productAdminMessages.notReady(product.name, missing));
      await products.setPublished(id, new Date());
      await this.audit.record(tx, { actorId, action: 'product.published', target: id, details: {} });
    });
    return this.changed(id);
  }

  /**
   * Takes a product back to draft: gone from the shop as an archived one is. Orders keep their own copy
   * of its lines, and a cart still holding it is refused at the quote with the product named.
   */
  async unpublish(actorId: string, id: string): Promise<AdminProduct> {
    await this.repository.transaction(async (products, tx) => {
      const product = await products.lock(id);
      if (!product || product.variantOf !== null) throw new HttpError(404, productAdminMessages.notFound);
      if (product.publishedAt === null) {
        throw new HttpError(409, productAdminMessages.draftAlready(product.name));
      }
      await products.setPublished(id, null);
      await this.audit.record(tx, { actorId, action: 'product.unpublished', target: id, details: {} });
    });
    return this.changed(id);
  }

  /**
   * Replaces every field the owner edits; the id, the photos and the place in the catalogue stay.
   * Stock is an adjustment of what the form was filled with (`loadedStock`): left as it was, the
   * stock keeps whatever orders made of it since; changed, it is set only if the stock still holds
   * what the form showed. The row is locked before it is read, so an order taking pieces waits for
   * this edit, or this edit for it, and finds the count the other left.
   */
  async update(
    actorId: string,
    id: string,
    { loadedStock, ...body }: ProductUpdateBody,
  ): Promise<AdminProduct> {
    await this.repository.transaction(async (products, tx) => {
      const before = await products.lock(id);
      if (!before) throw new HttpError(404, productAdminMessages.notFound);
      const changes = rowOf(body);
      if (before.options) {
        // Sold as its variants: its price and stock are theirs, set on them.
        Object.assign(changes, {
          price: before.price,
          compareAtPrice: before.compareAtPrice,
          stock: before.stock,
        });
      } else if (changes.stock === loadedStock) changes.stock = before.stock;
      else if (before.stock !== loadedStock) {
        throw new HttpError(409, productAdminMessages.stockMoved(before.stock));
      }
      const details = differences(before, { ...before, ...changes });
      if (Object.keys(details).length === 0) return;
      await products.update(id, changes);
      if (before.options) await this.followProduct(products, { ...before, ...changes }, before.options);
      await this.audit.record(tx, { actorId, action: 'product.updated', target: id, details });
    });
    return this.changed(id);
  }

  /**
   * The sizes or finishes a product comes in, and each variant's price, stock, weight and SKU. A
   * variant's stock changes like a product's: only from the count its form showed (`loadedStock`). The
   * product's price becomes its cheapest variant's; its stock, the sum of theirs (kept by the database).
   * Variants left out are archived, never deleted: orders and carts may name them.
   */
  async setVariants(actorId: string, id: string, body: ProductVariantsBody): Promise<AdminProduct> {
    checkVariants(body);
    await this.repository.transaction(async (products, tx) => {
      const product = await products.lock(id);
      if (!product) throw new HttpError(404, productAdminMessages.notFound);
      if (product.variantOf !== null) throw new HttpError(400, variantMessages.notAProduct);
      const existing = new Map((await products.variantsOf(id, { lock: true })).map((row) => [row.id, row]));
      // Its own pieces are not the variants': a product that takes options starts from theirs alone.
      if (!product.options && body.options.length > 0) await products.update(id, { stock: 0 });
      await products.releaseVariantSkus(
        id,
        body.variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])),
      );
      const kept = new Set<string>();
      for (const variant of body.variants) {
        const rowId = variantId(id, body.options, variant.values);
        kept.add(rowId);
        if (variant.sku) {
          const holder = await products.skuHolder(variant.sku, rowId);
          if (holder) throw new HttpError(409, variantMessages.skuTaken(variant.sku, holder));
        }
        const fields = {
          name: variantName(product.name, body.options, variant.values),
          optionValues: variant.values,
          sku: variant.sku,
          price: variant.price,
          compareAtPrice: variant.compareAtPrice,
          weightGrams: Math.round(variant.weightKg * 1000),
          archivedAt: null,
        };
        const before = existing.get(rowId);
        if (!before) {
          await products.insertVariant({
            id: rowId,
            variantOf: id,
            ...sharedWithVariants(product),
            ...fields,
            stock: variant.stock,
            image: product.image,
            publishedAt: product.publishedAt,
          });
          continue;
        }
        const stockChanged = variant.loadedStock === undefined || variant.stock !== variant.loadedStock;
        if (stockChanged && variant.loadedStock !== undefined && before.stock !== variant.loadedStock) {
          throw new HttpError(409, variantMessages.stockMoved(before.name, before.stock));
        }
        await products.update(rowId, { ...fields, stock: stockChanged ? variant.stock : before.stock });
      }
      for (const [rowId, row] of existing) {
        if (!kept.has(rowId) && row.archivedAt === null) {
          await products.update(rowId, { archivedAt: new Date() });
        }
      }
      const cheapest = body.variants.toSorted((a, b) => a.price - b.price)[0];
      await products.update(id, {
        options: body.options.length > 0 ? body.options : null,
        ...(cheapest && { price: cheapest.price, compareAtPrice: cheapest.compareAtPrice }),
      });
      await this.audit.record(tx, {
        actorId,
        action: 'product.variants_changed',
        target: id,
        details: {
          options:
            body.options.map((option) => `${option.name}: ${option.values.join(', ')}`).join('; ') || 'none',
          variants: String(body.variants.length),
        },
      });
    });
    return this.changed(id);
  }

  /** Carries a product's edit to its variants: their names, and the facts they share with it. */
  private async followProduct(
    products: ProductAdminRepository,
    product: ProductRow,
    options: NonNullable<ProductRow['options']>,
  ): Promise<void> {
    for (const variant of await products.variantsOf(product.id, { lock: true })) {
      await products.update(variant.id, {
        ...sharedWithVariants(product),
        name: variantName(product.name, options, variant.optionValues ?? {}),
      });
    }
  }

  /** Out of the shop (lists, searches, its page, checkout); orders that bought it keep it. */
  archive(actorId: string, id: string): Promise<AdminProduct> {
    return this.setArchived(actorId, id, true);
  }

  restore(actorId: string, id: string): Promise<AdminProduct> {
    return this.setArchived(actorId, id, false);
  }

  private async setArchived(actorId: string, id: string, archive: boolean): Promise<AdminProduct> {
    await this.repository.transaction(async (products, tx) => {
      const product = await products.lock(id);
      if (!product) throw new HttpError(404, productAdminMessages.notFound);
      if ((product.archivedAt !== null) === archive) {
        const refusal = archive ? productAdminMessages.archivedAlready : productAdminMessages.notArchived;
        throw new HttpError(409, refusal(product.name));
      }
      await products.update(id, { archivedAt: archive ? new Date() : null });
      await this.audit.record(tx, {
        actorId,
        action: archive ? 'product.archived' : 'product.restored',
        target: id,
        details: { name: product.name },
      });
    });
    return this.changed(id);
  }

  /**
   * The listed products take places 1, 2, 3... in the order given; products placed before keep their
   * order after them, and products never placed follow, newest first.
   */
  async reorder(actorId: string, ids: string[]): Promise<{ message: string }> {
    await this.repository.transaction(async (products, tx) => {
      await products.holdOrder();
      const placed = await products.lockPlaced(ids);
      const before = new Map(placed.map(({ id, position }) => [id, position]));
      const unknown = ids.filter((id) => !before.has(id));
      if (unknown.length > 0) {
        throw new HttpError(400, productAdminMessages.unknownProducts(unknown.slice(0, 5)));
      }
      const listed = new Set(ids);
      const order = [...ids, ...placed.map(({ id }) => id).filter((id) => !listed.has(id))];
      const moves = order
        .map((id, index) => ({ id, position: index + 1 }))
        .filter(({ id, position }) => before.get(id) !== position);
      await products.setPositions(moves);
      for (const { id, position } of moves.filter(({ id }) => listed.has(id))) {
        await this.audit.record(tx, {
          actorId,
          action: 'product.reordered',
          target: id,
          details: { position: String(position), was: String(before.get(id) ?? 'none') },
        });
      }
    });
    return { message: `The catalogue starts with these ${ids.length} products, in this order.` };
  }

  /**
   * Puts the product just before or just after another one (its neighbour in the list the owner
   * sees); the products from the top down to the lower of the two are placed 1, 2, 3... in the new
   * order. Only the moved product's change is logged: the others keep their order.
   */
  async move(actorId: string, id: string, move: ProductMove): Promise<AdminProduct> {
    const [side, neighbour] =
      'before' in move ? (['before', move.before] as const) : (['after', move.after] as const);
    if (neighbour === id) throw new HttpError(400, productAdminMessages.besideItself);
    await this.repository.transaction(async (products, tx) => {
      await products.holdOrder();
      if (!(await products.find(id))) throw new HttpError(404, productAdminMessages.notFound);
      if (!(await products.find(neighbour))) {
        throw new HttpError(400, productAdminMessages.unknownProducts([neighbour]));
      }
      const order = await products.orderDownTo([id, neighbour]);
      const ids = order.map((row) => row.id).filter((other) => other !== id);
      ids.splice(ids.indexOf(neighbour) + (side === 'after' ? 1 : 0), 0, id);
      if (ids.every((other, index) => order[index]?.id === other)) return;
      const was = new Map(order.map((row) => [row.id, row.position]));
      await products.setPositions(
        ids
          .map((other, index) => ({ id: other, position: index + 1 }))
          .filter((place) => was.get(place.id) !== place.position),
      );
      await this.audit.record(tx, {
        actorId,
        action: 'product.reordered',
        target: id,
        details: {
          position: String(ids.indexOf(id) + 1),
          was: String(was.get(id) ?? 'none'),
          [side]: neighbour,
        },
      });
    });
    return this.changed(id);
  }

  /**
   * Adds a photo after the product's others (the first photo becomes its main image). The files are
   * stored before the row that names them is committed, so the shop never names a missing file.
   */
  async addImage(actorId: string, productId: string, { photo, alt }: PhotoUpload): Promise<AdminProduct> {
    const product = await this.repository.find(productId);
    if (!product) throw new HttpError(404, productAdminMessages.notFound);
    if (alt && alt.length > MAX_ALT_LENGTH) throw new HttpError(400, productAdminMessages.altTooLong);
    if ((await this.repository.images(productId)).length >= MAX_IMAGES) {
      throw new HttpError(409, productAdminMessages.tooManyImages);
    }
    // Never reused: a stored file never changes, so browsers and CDNs may keep it for a year.
    const stem = `${productId}-${randomBytes(5).toString('hex')}`;
    const rendered = await renderImage(photo, stem, PRODUCT_PHOTO);
    await this.store.save(rendered.files);
    try {
      await this.repository.transaction(async (products, tx) => {
        if (!(await products.lock(productId))) throw new HttpError(404, productAdminMessages.notFound);
        const images = await products.images(productId);
        if (images.length >= MAX_IMAGES) throw new HttpError(409, productAdminMessages.tooManyImages);
        const id = newId('img');
        await products.addImage({
          id,
          productId,
          position: (images.at(-1)?.position ?? -1) + 1,
          stem,
          alt: alt || product.name,
          width: rendered.width,
          height: rendered.height,
          shareImage: PRODUCT_PHOTO.share ?? false,
        });
        await this.keepMainImage(products, productId);
        await this.audit.record(tx, {
          actorId,
          action: 'product.image_added',
          target: productId,
          details: { image: id },
        });
      });
    } catch (error) {
      await this.discard(rendered.files.map(({ key }) => key));
      throw error;
    }
    return this.changed(productId);
  }

  async removeImage(actorId: string, productId: string, imageId: string): Promise<AdminProduct> {
    const removed = await this.repository.transaction(async (products, tx) => {
      const product = await products.lock(productId);
      if (!product) throw new HttpError(404, productAdminMessages.notFound);
      const image = await products.removeImage(productId, imageId);
      if (!image) throw new HttpError(404, productAdminMessages.imageNotFound);
      const published = product.publishedAt !== null && product.variantOf === null;
      if (published && (await products.images(productId)).length === 0) {
        throw new HttpError(409, productAdminMessages.lastPhoto);
      }
      await products.orderImages((await products.images(productId)).map(({ id }) => id));
      await this.keepMainImage(products, productId);
      await this.audit.record(tx, {
        actorId,
        action: 'product.image_removed',
        target: productId,
        details: { image: imageId },
      });
      return image;
    });
    // Only once no row names them; a page loaded before may still ask for them, and gets a 404.
    await this.discard(imageKeys(removed.stem, PRODUCT_PHOTO));
    return this.changed(productId);
  }

  /** `ids`: every image of the product once, the new main image first. */
  async reorderImages(actorId: string, productId: string, ids: string[]): Promise<AdminProduct> {
    await this.repository.transaction(async (products, tx) => {
      if (!(await products.lock(productId))) throw new HttpError(404, productAdminMessages.notFound);
      const current = (await products.images(productId)).map(({ id }) => id);
      if (ids.length !== current.length || !current.every((id) => ids.includes(id))) {
        throw new HttpError(400, productAdminMessages.imagesMismatch);
      }
      if (ids.every((id, index) => current[index] === id)) return;
      await products.orderImages(ids);
      await this.keepMainImage(products, productId);
      await this.audit.record(tx, {
        actorId,
        action: 'product.updated',
        target: productId,
        details: { images: ids.join(', ') },
      });
    });
    return this.changed(productId);
  }

  /** The shop reads `products.image`: it is the first photo's, or the shop's placeholder without one. */
  private async keepMainImage(products: ProductAdminRepository, productId: string): Promise<void> {
    const [first] = await products.images(productId);
    const product = await products.find(productId);
    // A variant without photos of its own shows its product's.
    const fallback = product?.variantOf
      ? ((await products.find(product.variantOf))?.image ?? DEFAULT_PRODUCT_IMAGE)
      : DEFAULT_PRODUCT_IMAGE;
    const image = first ? this.mainUrl(first.stem) : fallback;
    await products.update(productId, { image });
    await products.followMainImage(productId, image);
  }

  private mainUrl(stem: string): string {
    return this.store.url(mainPhotoKey(stem));
  }

  private toImage(image: ProductImageRow): ProductImage {
    const { id, alt, width, height } = image;
    return { id, url: this.mainUrl(image.stem), alt, width, height };
  }

  /** Files no row names are only wasted space: a failure to delete them is logged, not answered. */
  private async discard(keys: string[]): Promise<void> {
    try {
      await this.store.remove(keys);
    } catch (error) {
      this.log.warn({ err: error, keys }, 'Could not delete the files of a product photo');
    }
  }

  private async changed(id: string): Promise<AdminProduct> {
    // As the change feed names any change of the product: its page, its cards, and the lists; a
    // variant's change, its product's page too.
    const row = await this.repository.find(id);
    this.shopCatalogue.forget([
      productTag(id),
      ...(row?.variantOf ? [productTag(row.variantOf)] : []),
      productsTag,
    ]);
    return this.detail(id);
  }
}
