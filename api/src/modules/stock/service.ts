/**
 * Stock that never oversells and that no unpaid checkout can keep from a shopper ready to pay. An
 * order takes its pieces in the transaction that stores it: when its payment arrives (online), or
 * when it is placed (cash on delivery). Each line is taken from stock only if the stock has it
 * all, and one short line undoes the rest. Opening a payment order takes nothing; it only checks the
 * stock (docs/adr/0016-stock-taken-when-payment-is-captured.md).
 */
import { shortOfStockMessage } from '@brass/shared/stock-state';
import type { Db } from '../../db/client.js';
import type { StockLine } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { inLockOrder } from './lines.js';
import type { StockRepository } from './repository.js';

/** A line of a cart with the name the shopper knows the product by. */
export interface NamedStockLine extends StockLine {
  productName: string;
}

/** The stock cannot fill `line`: a 409 in the words the cart uses for the same shortage. */
export class OutOfStock extends HttpError {
  override name = 'OutOfStock';

  constructor(
    readonly line: NamedStockLine,
    readonly left: number,
  ) {
    super(409, shortOfStockMessage(line.productName, left));
  }
}

export class StockService {
  constructor(private readonly repository: StockRepository) {}

  /**
   * Refuses a cart the stock cannot fill right now, before anything is asked of Razorpay. It binds
   * nothing: `take` decides, since others may buy the same pieces in between.
   */
  async assertAvailable(lines: NamedStockLine[]): Promise<void> {
    const inStock = await this.repository.inStock(lines.map((line) => line.productId));
    for (const line of lines) {
      const left = inStock.get(line.productId) ?? 0;
      if (left < line.quantity) throw new OutOfStock(line, left);
    }
  }

  /**
   * Takes every line from stock in `tx`, the transaction that stores the order. A line the stock
   * cannot fill throws `OutOfStock`, which rolls `tx` back, so an order takes all of its lines or none.
   */
  async take(tx: Db, lines: NamedStockLine[]): Promise<void> {
    for (const line of inLockOrder(lines)) {
      if (!(await this.repository.take(tx, line))) {
        throw new OutOfStock(line, await this.repository.stockOf(tx, line.productId));
      }
    }
  }
}
