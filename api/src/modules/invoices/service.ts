/**
 * Each order's invoice and credit notes, for the shopper who placed the order and the shop's staff; to
 * anyone else an order number names no order at all. The first time an order's invoice is asked for
 * (by its confirmation mail, as a rule) it is issued: it takes the next number of its series, and what
 * it prints (the seller as the settings are then, the order, each line's HSN code) is worked out once
 * and kept. A refund Razorpay has made, or the cancellation of an order paid on delivery, issues a
 * credit note against it. An order cancelled before its invoice was issued never gets one.
 */
import { BRAND_NAME } from '@brass/shared/constants';
import type { OrderPapers } from '@brass/shared/contracts/admin-invoices';
import { toPaise } from '@brass/shared/money';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { formatOrderNumber, parseOrderNumber } from '../orders/order-number.js';
import type { SettingsService } from '../settings/service.js';
import { buildCreditNote, type CreditNote } from './credit-note.js';
import { gstr1Tables, type Gstr1Section } from './gstr1.js';
import { hsnOf } from './hsn.js';
import { buildInvoice, invoiceKindOf, type Invoice, type InvoiceOrder } from './invoice.js';
import type { InvoiceRenderer } from './invoice-rendering.js';
import type { InvoicedOrder, InvoiceRepository, IssuedInvoice, IssuedSeller } from './repository.js';

const invoiceMessages = {
  orderNotFound: 'Order not found',
  cancelledUninvoiced: 'This order was cancelled before its invoice was issued, so it has no invoice.',
  creditNoteNotFound: 'This order has no such credit note.',
} as const;

/** What the credit note of a cancelled order paid on delivery gives as its reason. */
const cancelledReason = 'Order cancelled';

export interface InvoicePdf {
  /** `invoice-BA-10042.pdf`, `credit-note-CN-26-27-00001.pdf`. */
  filename: string;
  pdf: Buffer;
}

export class InvoiceService {
  /** PDFs being rendered, by document number, so that asking again meanwhile waits for the same one. */
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly repository: InvoiceRepository,
    private readonly settings: Pick<SettingsService, 'shopContact' | 'pricing' | 'lutNumber'>,
    private readonly renderer: Pick<InvoiceRenderer, 'render' | 'renderCreditNote'>,
  ) {}

  /** The invoice of the order numbered `orderNumber` (`BA-10042`), for its shopper or the staff. */
  async forReader(reader: AuthUser, orderNumber: string): Promise<InvoicePdf> {
    const found = await this.readable(reader, orderNumber);
    const pdf = await this.ofOrder(found.order.id);
    if (!pdf) throw new HttpError(409, invoiceMessages.cancelledUninvoiced);
    return pdf;
  }

  /** The invoice of an order by its internal id; undefined for an order cancelled before it was issued. */
  async ofOrder(orderId: string): Promise<InvoicePdf | undefined> {
    const issued = await this.issue(orderId);
    if (!issued) return undefined;
    const document = await this.documentOf(this.repository, issued);
    const pdf = await this.pdfOnce(document.number, issued.pdf, {
      readKept: async () => (await this.repository.issuedOf(orderId))?.pdf,
      render: async () => {
        const rendered = await this.renderer.render(document);
        await this.repository.keepInvoicePdf(orderId, rendered);
        return rendered;
      },
    });
    return { filename: `invoice-${document.orderNumber}.pdf`, pdf };
  }

  /** The papers of the order `reference` names (`BA-10042`, or its internal id), for the back office. */
  async papersOf(reference: string): Promise<OrderPapers> {
    const { order } = await this.orderNamed(reference);
    const [issued, notes] = await Promise.all([
      this.repository.issuedOf(order.id),
      this.repository.creditNotesOf(order.id),
    ]);
    return {
      invoice: issued ? { number: issued.number, issuedAt: issued.issuedAt.toISOString() } : null,
      creditNotes: notes.map(({ number, issuedAt, amount, reason }) => ({
        number,
        issuedAt: issuedAt.toISOString(),
        amount,
        reason,
      })),
    };
  }

  /** A credit note of the order `reference` names, by its number, as a PDF. */
  async creditNotePdf(reference: string, number: string): Promise<InvoicePdf> {
    const { order } = await this.orderNamed(reference);
    const notes = await this.repository.creditNotesOf(order.id);
    const note = notes.find((candidate) => candidate.number === number);
    if (!note) throw new HttpError(404, invoiceMessages.creditNoteNotFound);
    return this.creditNoteFile(note.document, note.pdf);
  }

  /**
   * One table of the GSTR-1 of `month` (`2026-11`, India time) as the CSV the GST offline tool
   * imports, from the documents as they were issued.
   */
  async gstr1Csv(month: string, section: Gstr1Section): Promise<{ filename: string; csv: string }> {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const startOf = (y: number, m: number) =>
      new Date(`${y}-${String(m).padStart(2, '0')}-01T00:00:00+05:30`);
    const from = startOf(year, monthNumber);
    const to = monthNumber === 12 ? startOf(year + 1, 1) : startOf(year, monthNumber + 1);
    const [issued, noted] = await Promise.all([
      this.repository.invoicesIssuedBetween(from, to),
      this.repository.creditNotesIssuedBetween(from, to),
    ]);
    const invoices = await Promise.all(
      issued.map(async (invoice) => ({
        document: await this.documentOf(this.repository, invoice),
        issuedAt: invoice.issuedAt,
      })),
    );
    const invoicesOfNotes = new Map<string, Invoice>();
    for (const { invoice } of noted)
      invoicesOfNotes.set(invoice.number, await this.documentOf(this.repository, invoice));
    const table = gstr1Tables(
      invoices,
      noted.map(({ note }) => ({ document: note.document, issuedAt: note.issuedAt })),
      invoicesOfNotes,
    )[section];
    return {
      filename: `gstr1-${month}-${section}.csv`,
      csv: stringify([table.headers, ...table.rows]),
    };
  }

  /** The PDF of a credit note issued, rendered once and kept. */
  async creditNoteFile(document: CreditNote, kept: Buffer | null): Promise<InvoicePdf> {
    const pdf = await this.pdfOnce(document.number, kept, {
      readKept: async () => (await this.repository.creditNote(document.number))?.pdf,
      render: async () => {
        const rendered = await this.renderer.renderCreditNote(document);
        await this.repository.keepCreditNotePdf(document.number, rendered);
        return rendered;
      },
    });
    return { filename: `credit-note-${document.number.replaceAll('/', '-')}.pdf`, pdf };
  }

  /**
   * Issues, within the caller's transaction `tx`, the credit notes an order's invoice now lacks: one
   * for each refund Razorpay has made, and for an order paid on delivery and cancelled, one for what
   * it owed. Nothing for an order without an issued invoice: its invoice, if it is ever issued, takes
   * them then. Notes never take back more than the invoice's total.
   */
  settle(tx: Db, orderId: string): Promise<void> {
    return this.settleWith(this.repository.within(tx), orderId);
  }

  private async settleWith(invoices: InvoiceRepository, orderId: string): Promise<void> {
    const order = await invoices.lockOrder(orderId);
    const issued = await invoices.issuedOf(orderId);
    if (!order || !issued) return;
    const invoice = await this.documentOf(invoices, issued);
    const notes = await invoices.creditNotesOf(orderId);
    let leftPaise = invoice.totalPaise - notes.reduce((sum, note) => sum + toPaise(note.amount), 0);
    const credit = async (amountPaise: number, reason: string, refundId: string | null) => {
      const issuedAt = new Date();
      const number = await invoices.nextNumber('credit-note', issuedAt);
      const document = buildCreditNote(invoice, { number, issuedAt, amountPaise, reason });
      await invoices.addCreditNote({
        number,
        orderId,
        refundId,
        amount: amountPaise / 100,
        reason,
        document,
        issuedAt,
      });
      leftPaise -= amountPaise;
    };
    for (const refund of await invoices.uncreditedRefunds(orderId)) {
      const amountPaise = Math.min(toPaise(refund.amount), leftPaise);
      if (amountPaise <= 0) break;
      await credit(amountPaise, refund.reason, refund.id);
    }
    const cancelledUnpaid = order.status === 'cancelled' && order.paymentMethod === 'cod';
    if (cancelledUnpaid && leftPaise > 0 && !notes.some((note) => note.refundId === null)) {
      await credit(leftPaise, cancelledReason, null);
    }
  }

  /** An order's invoice, issued now unless it was before; undefined for an unknown or cancelled order. */
  private async issue(orderId: string): Promise<IssuedInvoice | undefined> {
    const before = await this.repository.issuedOf(orderId);
    if (before) return before;
    const [seller, found] = await Promise.all([this.sellerNow(), this.repository.findById(orderId)]);
    if (!found) return undefined;
    // Under the order's lock, so that of two requests, or two API processes, one issues and the other
    // finds it issued; the series' number is taken in the same transaction.
    return this.repository.transaction(async (invoices) => {
      const order = await invoices.lockOrder(orderId);
      const issued = await invoices.issuedOf(orderId);
      if (issued) return issued;
      if (!order || order.status === 'cancelled') return undefined;
      const issuedAt = new Date();
      const number = await invoices.nextNumber(invoiceKindOf(seller), issuedAt);
      const document = buildInvoice(
        invoiceOrderOf({ order, lines: found.lines }),
        seller,
        seller.taxRatePercent,
        {
          number,
          issuedAt,
        },
      );
      const added = await invoices.addInvoice({ orderId, number, seller, issuedAt, document });
      // Money given back before the invoice was issued is taken back from it at once.
      await this.settleWith(invoices, orderId);
      return added;
    });
  }

  /**
   * What the invoice prints. One issued before documents were kept is worked out from its order and
   * the seller it was issued with, once, and kept.
   */
  private async documentOf(invoices: InvoiceRepository, issued: IssuedInvoice): Promise<Invoice> {
    if (issued.document) return issued.document;
    const found = await invoices.findById(issued.orderId);
    if (!found) throw new Error(`The invoiced order ${issued.orderId} is missing`);
    const document = buildInvoice(invoiceOrderOf(found), issued.seller, issued.seller.taxRatePercent, {
      number: issued.number,
      issuedAt: issued.issuedAt,
    });
    await invoices.keepDocument(issued.orderId, document);
    return document;
  }

  /**
   * A document's PDF: the one kept, or rendered once. A request arriving while it is rendered waits for
   * the same rendering; one that read the document before another process or request kept its PDF
   * reads it again before rendering, so that a document is drawn once.
   */
  private pdfOnce(
    number: string,
    kept: Buffer | null,
    {
      readKept,
      render,
    }: { readKept: () => Promise<Buffer | null | undefined>; render: () => Promise<Buffer> },
  ): Promise<Buffer> {
    if (kept) return Promise.resolve(kept);
    const under = this.rendering.get(number);
    if (under) return under;
    const rendered = readKept()
      .then((found) => found ?? render())
      .finally(() => this.rendering.delete(number));
    this.rendering.set(number, rendered);
    return rendered;
  }

  /** The order the back office names by its number (`BA-10042`), or by the internal id of older links. */
  private async orderNamed(reference: string): Promise<InvoicedOrder> {
    const number = parseOrderNumber(reference);
    const found =
      number === undefined
        ? await this.repository.findById(reference)
        : await this.repository.findByNumber(number);
    if (!found) throw new HttpError(404, invoiceMessages.orderNotFound);
    return found;
  }

  /** The order named `orderNumber`, when `reader` may read it. */
  private async readable(reader: AuthUser, orderNumber: string): Promise<InvoicedOrder> {
    const number = parseOrderNumber(orderNumber);
    const found = number === undefined ? undefined : await this.repository.findByNumber(number);
    if (!found || (reader.role === 'shopper' && found.order.userId !== reader.id)) {
      throw new HttpError(404, invoiceMessages.orderNotFound);
    }
    return found;
  }

  /**
   * The seller an invoice issued now prints; the tax rate and the LUT read afresh, as orders are
   * charged. An order's invoice is issued as its confirmation is mailed, minutes after it was placed:
   * the LUT kept is the one exports were zero-rated under then.
   */
  private async sellerNow(): Promise<IssuedSeller> {
    const [contact, pricing, lutNumber] = await Promise.all([
      this.settings.shopContact(),
      this.settings.pricing(),
      this.settings.lutNumber(),
    ]);
    return {
      name: BRAND_NAME,
      address: contact.address,
      gstin: contact.gstin,
      taxRatePercent: pricing.taxRatePercent,
      lutNumber,
    };
  }
}

function invoiceOrderOf({ order, lines }: InvoicedOrder): InvoiceOrder {
  return {
    number: formatOrderNumber(order.number),
    placedAt: order.createdAt,
    paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'online',
    subtotal: order.subtotal,
    shippingCharge: order.shippingCharge,
    tax: order.tax,
    codFee: order.codFee,
    totalAmount: order.totalAmount,
    shippingAddress: order.shippingAddress,
    ...(order.discount > 0 ? { coupon: { code: order.couponCode ?? '', discount: order.discount } } : {}),
    ...(order.buyerGstin
      ? { business: { gstin: order.buyerGstin, name: order.buyerBusinessName ?? '' } }
      : {}),
    lines: lines.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      price: line.price,
      hsnCode: hsnOf(line),
      ...(line.discount > 0 ? { discount: line.discount } : {}),
    })),
  };
}
