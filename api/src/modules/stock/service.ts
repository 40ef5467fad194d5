/**
 * Stock that never oversells. Placing an order reserves its pieces in the transaction that stores it:
 * each line is taken off the shelf only if the shelf has it all, and one short line undoes the rest.
 * An order paid online holds its reservation until the payment makes the order, which commits it; an
 * abandoned one is released after STOCK_HOLD_MINUTES. An order paid on delivery reserves and commits
 * in one transaction.
 */
import { shortOfStockMessage } from '@brass/shared/stock-state';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { StockLine } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { inLockOrder } from './lines.js';
import type { StockRepository } from './repository.js';

/** A line of a cart with the name the shopper knows the product by. */
export interface NamedStockLine extends StockLine {
  productName: string;
}

/** Reservations released per transaction, so one pass never holds many product rows at once. */
const releaseBatch = 100;

/** In the words the cart uses for the same shortage. */
function shortOf(line: NamedStockLine, left: number): HttpError {
  return new HttpError(409, shortOfStockMessage(line.productName, left));
}

export class StockService {
  constructor(
    private readonly repository: StockRepository,
    private readonly settings: { stockHoldMinutes: number },
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Refuses a cart the shelf cannot fill right now, before anything is asked of Razorpay. It binds
   * nothing: `reserve` decides, since others may buy the same pieces in between.
   */
  async assertAvailable(lines: NamedStockLine[]): Promise<void> {
    const onShelf = await this.repository.onShelf(lines.map((line) => line.productId));
    for (const line of lines) {
      const left = onShelf.get(line.productId) ?? 0;
      if (left < line.quantity) throw shortOf(line, left);
    }
  }

  /**
   * Takes every line off the shelf in `tx`, held under `reservationId` until `commit` or the release
   * after the hold. A line the shelf cannot fill throws a 409 naming it, which rolls `tx` back, so a
   * cart takes all of its lines or none.
   */
  async reserve(tx: Db, reservationId: string, lines: NamedStockLine[], now = new Date()): Promise<void> {
    for (const line of inLockOrder(lines)) {
      if (!(await this.repository.take(tx, line))) {
        throw shortOf(line, await this.repository.stockOf(tx, line.productId));
      }
    }
    await this.repository.insertReservation(tx, {
      id: reservationId,
      lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
      heldUntil: new Date(now.getTime() + this.settings.stockHoldMinutes * 60_000),
    });
  }

  /**
   * Sells what `reservationId` holds, in the transaction that makes the order. When the hold has run
   * out and the pieces went back (a payment that came late), they are taken again as far as the shelf
   * has them: a paid order is never refused, and stock never goes below 0. Returns the pieces missing
   * per product, for the order to record, and warns the owner of them.
   */
  async commit(
    tx: Db,
    reservationId: string,
    lines: StockLine[],
    now = new Date(),
  ): Promise<Map<string, number>> {
    const shortfalls = new Map<string, number>();
    if (await this.repository.commitReservation(tx, reservationId, now)) return shortfalls;
    for (const line of inLockOrder(lines)) {
      const missing = await this.repository.takeWhatIsLeft(tx, line);
      if (missing > 0) shortfalls.set(line.productId, missing);
    }
    if (shortfalls.size > 0) {
      this.log.warn(
        { reservationId, shortfalls: Object.fromEntries(shortfalls) },
        'Paid after its stock was released and sold: the order lacks pieces the shop must make or find',
      );
    }
    return shortfalls;
  }

  /** Puts back the pieces of every reservation whose hold ended by `now`; returns how many. */
  async releaseExpired(now = new Date()): Promise<number> {
    let released = 0;
    for (;;) {
      const batch = await this.repository.releaseDue(now, releaseBatch);
      released += batch;
      if (batch < releaseBatch) return released;
    }
  }
}
