import { and, asc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  creditNotes,
  documentSeries,
  issuedInvoices,
  orderItems,
  orders,
  products,
  refunds,
  users,
} from '../../db/schema.js';
import { formatOrderNumber } from '../orders/order-number.js';
import { financialYearOf, documentNumber, type DocumentSeriesName } from './document-series.js';
import type { Invoice } from './invoice.js';

type InvoicedOrderRow = typeof orders.$inferSelect;

export interface InvoicedLine {
  productName: string;
  quantity: number;
  price: number;
  /** The line's share of the order's coupon discount, in rupees. */
  discount: number;
  /** The product's as it is when the invoice is issued; null when it has none, or is no longer sold. */
  hsnCode: string | null;
  mainCategory: string | null;
}

export interface InvoicedOrder {
  order: InvoicedOrderRow;
  lines: InvoicedLine[];
}

export type IssuedInvoice = typeof issuedInvoices.$inferSelect;
export type IssuedSeller = IssuedInvoice['seller'];
export type IssuedCreditNote = typeof creditNotes.$inferSelect;

/** Whom an order's mail goes to. */
interface OrderShopper {
  email: string;
  firstName: string;
  /** `BA-10042`. */
  orderNumber: string;
}

export interface MailedCreditNote extends OrderShopper {
  note: IssuedCreditNote;
}

export interface ToldRefund extends OrderShopper {
  refund: typeof refunds.$inferSelect;
}

/** Mails queued by one query of a pass, at most. */
const mailBatch = 50;

/** A refund Razorpay has made that no credit note takes back yet. */
export interface UncreditedRefund {
  id: string;
  amount: number;
  reason: string;
}

export class InvoiceRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repository: InvoiceRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.within(tx), tx));
  }

  /** The repository on a transaction another module began. */
  within(tx: Db): InvoiceRepository {
    return new InvoiceRepository(tx);
  }

  async findByNumber(number: number): Promise<InvoicedOrder | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.number, number));
    return order && { order, lines: await this.linesOf(order.id) };
  }

  async findById(id: string): Promise<InvoicedOrder | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    return order && { order, lines: await this.linesOf(order.id) };
  }

  /** The order, locked until the transaction ends, so that its documents are issued one at a time. */
  async lockOrder(orderId: string): Promise<InvoicedOrderRow | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return order;
  }

  async issuedOf(orderId: string): Promise<IssuedInvoice | undefined> {
    const [issued] = await this.db.select().from(issuedInvoices).where(eq(issuedInvoices.orderId, orderId));
    return issued;
  }

  /**
   * The next number of `series` in the financial year of `at`. Within a transaction the series' row
   * stays locked until it ends, so a number is given once, and given back if the transaction fails.
   */
  async nextNumber(series: DocumentSeriesName, at: Date): Promise<string> {
    const financialYear = financialYearOf(at);
    const [row] = await this.db
      .insert(documentSeries)
      .values({ series, financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [documentSeries.series, documentSeries.financialYear],
        set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
      })
      .returning({ lastNumber: documentSeries.lastNumber });
    return documentNumber(series, financialYear, row!.lastNumber);
  }

  async addInvoice(invoice: typeof issuedInvoices.$inferInsert): Promise<IssuedInvoice> {
    const [added] = await this.db.insert(issuedInvoices).values(invoice).returning();
    return added!;
  }

  /** The document of an invoice issued before documents were kept, worked out at its first reading. */
  async keepDocument(orderId: string, document: Invoice): Promise<void> {
    await this.db
      .update(issuedInvoices)
      .set({ document })
      .where(and(eq(issuedInvoices.orderId, orderId), isNull(issuedInvoices.document)));
  }

  async keepInvoicePdf(orderId: string, pdf: Buffer): Promise<void> {
    await this.db.update(issuedInvoices).set({ pdf }).where(eq(issuedInvoices.orderId, orderId));
  }

  /** The order's credit notes, oldest first. */
  creditNotesOf(orderId: string): Promise<IssuedCreditNote[]> {
    return this.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  }

  /** The order's refunds Razorpay has made that no credit note takes back, oldest first. */
  uncreditedRefunds(orderId: string): Promise<UncreditedRefund[]> {
    return this.db
      .select({ id: refunds.id, amount: refunds.amount, reason: refunds.reason })
      .from(refunds)
      .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed'), isNull(creditNotes.number)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
  }

  async addCreditNote(note: typeof creditNotes.$inferInsert): Promise<void> {
    await this.db.insert(creditNotes).values(note);
  }

  async keepCreditNotePdf(number: string, pdf: Buffer): Promise<void> {
    await this.db.update(creditNotes).set({ pdf }).where(eq(creditNotes.number, number));
  }

  /** Refunds Razorpay has made that the shopper was not yet told of, oldest first, a batch at a time. */
  async untoldRefunds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'processed'), isNull(refunds.shopperToldAt)))
      .orderBy(asc(refunds.createdAt))
      .limit(mailBatch);
    return rows.map((row) => row.id);
  }

  /**
   * Credit notes whose mail is not queued yet, oldest first, a batch at a time; a refund's note waits
   * for the refund's mail, which carries it.
   */
  async unmailedCreditNotes(): Promise<string[]> {
    const rows = await this.db
      .select({ number: creditNotes.number })
      .from(creditNotes)
      .leftJoin(refunds, eq(refunds.id, creditNotes.refundId))
      .where(
        and(isNull(creditNotes.mailedAt), or(isNull(creditNotes.refundId), isNotNull(refunds.shopperToldAt))),
      )
      .orderBy(asc(creditNotes.issuedAt))
      .limit(mailBatch);
    return rows.map((row) => row.number);
  }

  async creditNote(number: string): Promise<IssuedCreditNote | undefined> {
    const [note] = await this.db.select().from(creditNotes).where(eq(creditNotes.number, number));
    return note;
  }

  async creditNoteOfRefund(refundId: string): Promise<IssuedCreditNote | undefined> {
    const [note] = await this.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
    return note;
  }

  /**
   * Marks the refund told, and its credit note mailed, and answers them with the order and its
   * shopper, unless another pass did first: within a transaction, the mail is queued once.
   */
  async claimRefundMail(refundId: string, now: Date): Promise<ToldRefund | undefined> {
    const [refund] = await this.db
      .update(refunds)
      .set({ shopperToldAt: now })
      .where(and(eq(refunds.id, refundId), isNull(refunds.shopperToldAt)))
      .returning();
    if (!refund) return undefined;
    await this.db
      .update(creditNotes)
      .set({ mailedAt: now })
      .where(and(eq(creditNotes.refundId, refundId), isNull(creditNotes.mailedAt)));
    const shopper = await this.shopperOf(refund.orderId);
    return shopper && { refund, ...shopper };
  }

  /** Marks the credit note mailed, as `claimRefundMail` does a refund. */
  async claimCreditNoteMail(number: string, now: Date): Promise<MailedCreditNote | undefined> {
    const [note] = await this.db
      .update(creditNotes)
      .set({ mailedAt: now })
      .where(and(eq(creditNotes.number, number), isNull(creditNotes.mailedAt)))
      .returning();
    if (!note) return undefined;
    const shopper = await this.shopperOf(note.orderId);
    return shopper && { note, ...shopper };
  }

  private async shopperOf(orderId: string): Promise<OrderShopper | undefined> {
    const [row] = await this.db
      .select({ email: users.email, address: orders.shippingAddress, number: orders.number })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    return (
      row && {
        email: row.email,
        firstName: row.address.firstName,
        orderNumber: formatOrderNumber(row.number),
      }
    );
  }

  /** The invoices issued in [from, to), oldest first. */
  invoicesIssuedBetween(from: Date, to: Date): Promise<IssuedInvoice[]> {
    return this.db
      .select()
      .from(issuedInvoices)
      .where(and(gte(issuedInvoices.issuedAt, from), lt(issuedInvoices.issuedAt, to)))
      .orderBy(asc(issuedInvoices.issuedAt), asc(issuedInvoices.number));
  }

  /** The credit notes issued in [from, to), oldest first, each with the invoice it takes back from. */
  creditNotesIssuedBetween(
    from: Date,
    to: Date,
  ): Promise<{ note: IssuedCreditNote; invoice: IssuedInvoice }[]> {
    return this.db
      .select({ note: creditNotes, invoice: issuedInvoices })
      .from(creditNotes)
      .innerJoin(issuedInvoices, eq(issuedInvoices.orderId, creditNotes.orderId))
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  }

  /** In the order My Orders lists them. */
  private linesOf(orderId: string): Promise<InvoicedLine[]> {
    return this.db
      .select({
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        price: orderItems.price,
        discount: orderItems.discount,
        hsnCode: products.hsnCode,
        mainCategory: products.mainCategory,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productId));
  }
}
