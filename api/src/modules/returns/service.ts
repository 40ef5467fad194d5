import type { OrderReturns, ReturnRequestFields, ShopperReturn } from '@brass/shared/contracts/returns';
import { formatRupees, toPaise } from '@brass/shared/money';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ReturnLine } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import type { AuditService } from '../audit/service.js';
import type { ImageStore } from '../images/image-store.js';
import { imageKeys, renderImage } from '../images/rendering.js';
import type { MailService } from '../mail/service.js';
import { formatOrderNumber, parseOrderNumber } from '../orders/order-number.js';
import type { SettingsService } from '../settings/service.js';
import { returnRequestedMail } from './return-mail.js';
import { RETURN_PHOTO, toShopperReturn } from './return-view.js';
import type { ReturnRepository, ReturnRow } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const returnMessages = {
  orderNotFound: 'Order not found',
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: (day: string) => `Returns for this order closed on ${day}.`,
  repeatedLine: 'Name each piece once, with how many of it come back.',
  notInOrder: 'That piece is not in this order.',
  tooMany: (name: string, left: number) =>
    left === 0 ? `${name} is already in a return.` : `At most ${left} of ${name} can still be returned.`,
} as const;

/** `2026-06-14T…` as `14 June 2026`, India time. */
const dayOf = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** Returns that still hold their pieces: every one but a refused one. */
const standing = (row: ReturnRow) => row.status !== 'refused';

interface OrderLine {
  productId: string;
  productName: string;
  quantity: number;
  price: number;
}

/** Of each line, the pieces no standing return holds yet. */
function returnableOf(items: readonly OrderLine[], returns: readonly ReturnRow[]) {
  return items.map((item) => {
    const held = returns
      .filter(standing)
      .flatMap((row) => row.lines)
      .filter((line) => line.productId === item.productId)
      .reduce((total, line) => total + line.quantity, 0);
    return { productId: item.productId, productName: item.productName, quantity: item.quantity - held };
  });
}

/**
 * What the shop gives back for returned lines: their price and their share of the order's tax (the
 * tax is a share of the subtotal). Delivery and the cash on delivery fee are not refunded: the parcel
 * was delivered, and the shop pays the reverse pickup itself.
 */
function returnAmountOf(order: { subtotal: number; tax: number }, lines: readonly ReturnLine[]) {
  const linesPaise = lines.reduce((total, line) => total + toPaise(line.price) * line.quantity, 0);
  const subtotalPaise = toPaise(order.subtotal);
  const taxPaise = subtotalPaise > 0 ? Math.round((toPaise(order.tax) * linesPaise) / subtotalPaise) : 0;
  return (linesPaise + taxPaise) / 100;
}

/**
 * The shopper's side of returns: what of a delivered order may still come back and until when, and
 * asking for it with a reason and photos, within the window the owner sets counted from delivery.
 */
export class ReturnService {
  constructor(
    private readonly repository: ReturnRepository,
    private readonly store: ImageStore,
    private readonly settings: Pick<SettingsService, 'returnWindowDays'>,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly shopOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async ofOrder(userId: string, orderNumber: string): Promise<OrderReturns> {
    const found = await this.ownOrder(userId, orderNumber);
    const returns = await this.repository.returnsOf(found.order.id);
    const until = await this.returnableUntil(found.order);
    return {
      returns: returns.map((row) => toShopperReturn(row, this.store)),
      returnableUntil: until?.toISOString() ?? null,
      returnable: returnableOf(found.items, returns),
    };
  }

  async request(
    userId: string,
    orderNumber: string,
    fields: ReturnRequestFields,
    photos: readonly Buffer[],
    now = new Date(),
  ): Promise<ShopperReturn> {
    const found = await this.ownOrder(userId, orderNumber);
    const { order } = found;
    if (order.status !== 'delivered') throw new HttpError(409, returnMessages.notDelivered);
    const until = await this.returnableUntil(order);
    if (!until || now > until) {
      throw new HttpError(409, returnMessages.windowClosed(dayOf.format(until ?? now)));
    }
    const ids = fields.lines.map((line) => line.productId);
    if (new Set(ids).size !== ids.length) throw new HttpError(400, returnMessages.repeatedLine);

    // Judged and stored before the row that names them, as product photos are.
    const stems = await this.storePhotos(order.id, photos);
    const returnId = newId('ret');
    try {
      await this.repository.transaction(async (returns, tx) => {
        await returns.lockOrder(order.id);
        const left = returnableOf(found.items, await returns.returnsOf(order.id));
        const lines: ReturnLine[] = fields.lines.map(({ productId, quantity }) => {
          const item = found.items.find((line) => line.productId === productId);
          const returnable = left.find((line) => line.productId === productId);
          if (!item || !returnable) throw new HttpError(400, returnMessages.notInOrder);
          if (quantity > returnable.quantity) {
            throw new HttpError(409, returnMessages.tooMany(item.productName, returnable.quantity));
          }
          return { productId, productName: item.productName, quantity, price: item.price };
        });
        const amount = returnAmountOf(order, lines);
        await returns.add({
          id: returnId,
          orderId: order.id,
          lines,
          amount,
          reason: fields.reason,
          details: fields.details.trim(),
          photos: stems,
        });
        await this.audit.record(tx, {
          actorId: userId,
          action: 'return.requested',
          target: formatOrderNumber(order.number),
          details: { return: returnId, amount: formatRupees(amount), reason: fields.reason },
        });
        const made = await returns.find(returnId);
        if (made) await this.mail.enqueue(tx, returnRequestedMail(made, this.shopOrigin));
      });
    } catch (error) {
      await this.store
        .remove(stems.flatMap((stem) => imageKeys(stem, RETURN_PHOTO)))
        .catch((cause: unknown) => this.log.warn({ err: cause }, 'Could not remove the photos of a return'));
      throw error;
    }
    const made = await this.repository.find(returnId);
    if (!made) throw new HttpError(404, returnMessages.orderNotFound);
    return toShopperReturn(made.orderReturn, this.store);
  }

  private async ownOrder(userId: string, orderNumber: string) {
    const number = parseOrderNumber(orderNumber);
    const found = number === undefined ? undefined : await this.repository.ownOrder(userId, number);
    if (!found) throw new HttpError(404, returnMessages.orderNotFound);
    return found;
  }

  /** Null while the order is not delivered, or was delivered before the shop kept the moment. */
  private async returnableUntil(order: { status: string; deliveredAt: Date | null }): Promise<Date | null> {
    if (order.status !== 'delivered' || !order.deliveredAt) return null;
    const days = await this.settings.returnWindowDays();
    return new Date(order.deliveredAt.getTime() + days * DAY_MS);
  }

  /** Every photo is judged (rendered) before any is stored, so a bad one leaves nothing behind. */
  private async storePhotos(orderId: string, photos: readonly Buffer[]): Promise<string[]> {
    const rendered = await Promise.all(
      photos.map((photo) => {
        // Never reused and not guessable: the photos are the shopper's, for them and the staff.
        const stem = `return-${orderId.toLowerCase().replace(/[^a-z0-9]/g, '')}-${randomBytes(8).toString('hex')}`;
        return renderImage(photo, stem, RETURN_PHOTO).then((image) => ({ stem, files: image.files }));
      }),
    );
    await this.store.save(rendered.flatMap((image) => image.files));
    return rendered.map((image) => image.stem);
  }
}
