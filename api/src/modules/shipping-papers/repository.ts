import { and, asc, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';

const shipmentColumns = {
  number: orders.number,
  status: orders.status,
  shipmentId: orders.shiprocketShipmentId,
  shiprocketOrderId: orders.shiprocketOrderId,
  awb: orders.shiprocketAwbCode,
};

/** What the shipping labels and the pickup manifest read of orders: their Shiprocket shipment. */
export class ShippingPaperRepository {
  constructor(private readonly db: Db) {}

  /** The orders of these numbers that exist, in the order of their numbers. */
  byNumbers(numbers: number[]) {
    return this.db
      .select(shipmentColumns)
      .from(orders)
      .where(inArray(orders.number, numbers))
      .orderBy(asc(orders.number));
  }

  /** The orders marked shipped in [from, before) and not cancelled since, in the order of their numbers. */
  shippedBetween(from: Date, before: Date) {
    return this.db
      .select(shipmentColumns)
      .from(orders)
      .where(
        and(
          gte(orders.shippedAt, from),
          lt(orders.shippedAt, before),
          ne(orders.status, 'cancelled'),
          isNotNull(orders.shiprocketAwbCode),
        ),
      )
      .orderBy(asc(orders.number));
  }
}
