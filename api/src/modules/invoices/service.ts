/**
 * Each order's tax invoice, for the shopper who placed the order and the shop's staff; to anyone else
 * an order number names no order at all. The first time it is asked for (by the order's confirmation
 * mail, as a rule) it is issued: the seller's name, address, GSTIN and tax rate as they are then are
 * kept with it and printed on it for ever after. It is rendered once per version of what it prints of
 * the order, on a worker thread, and kept.
 */
import { createHash } from 'node:crypto';
import { BRAND_NAME } from '@brass/shared/constants';
import { HttpError } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { formatOrderNumber, parseOrderNumber } from '../orders/order-number.js';
import type { SettingsService } from '../settings/service.js';
import { hsnOf } from './hsn.js';
import { buildInvoice, type InvoiceOrder } from './invoice.js';
import type { InvoiceRenderer } from './invoice-rendering.js';
import type { InvoicedOrder, InvoiceRepository, IssuedSeller } from './repository.js';

const invoiceMessages = { orderNotFound: 'Order not found' } as const;

export interface InvoicePdf {
  /** `invoice-BA-10042.pdf`. */
  filename: string;
  pdf: Buffer;
}

/** Changes whenever anything the invoice prints of the order does. */
const versionOf = (order: InvoiceOrder) =>
  createHash('sha256').update(JSON.stringify(order)).digest('base64url');

export class InvoiceService {
  /** PDFs being rendered, by order and version, so that asking again meanwhile waits for the same one. */
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly repository: InvoiceRepository,
    private readonly settings: Pick<SettingsService, 'shopContact' | 'pricing' | 'lutNumber'>,
    private readonly renderer: Pick<InvoiceRenderer, 'render'>,
  ) {}

  /** The invoice of the order numbered `orderNumber` (`BA-10042`), for its shopper or the staff. */
  async forReader(reader: AuthUser, orderNumber: string): Promise<InvoicePdf> {
    const number = parseOrderNumber(orderNumber);
    const found = number === undefined ? undefined : await this.repository.findByNumber(number);
    if (!found || (reader.role === 'shopper' && found.order.userId !== reader.id)) {
      throw new HttpError(404, invoiceMessages.orderNotFound);
    }
    return this.pdfOf(found);
  }

  /** The invoice of an order by its internal id, for the mail that carries it. */
  async ofOrder(orderId: string): Promise<InvoicePdf | undefined> {
    const found = await this.repository.findById(orderId);
    return found && this.pdfOf(found);
  }

  private async pdfOf(found: InvoicedOrder): Promise<InvoicePdf> {
    const order = invoiceOrderOf(found);
    return { filename: `invoice-${order.number}.pdf`, pdf: await this.pdfOnce(found.order.id, order) };
  }

  /**
   * One request at a time reads, renders and keeps an order's version: a request arriving after the
   * PDF was kept reads it from the database, and one arriving meanwhile waits for the same one.
   */
  private pdfOnce(orderId: string, order: InvoiceOrder): Promise<Buffer> {
    const version = versionOf(order);
    const key = `${orderId} ${version}`;
    const under = this.rendering.get(key);
    if (under) return under;
    const rendered = this.issueAndRender(orderId, version, order).finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    return rendered;
  }

  private async issueAndRender(orderId: string, version: string, order: InvoiceOrder): Promise<Buffer> {
    const issued = await this.repository.issue(orderId, () => this.sellerNow());
    if (issued.version === version && issued.pdf) return issued.pdf;
    const pdf = await this.renderer.render(buildInvoice(order, issued.seller, issued.seller.taxRatePercent));
    await this.repository.keepPdf(orderId, version, pdf);
    return pdf;
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
    lines: lines.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      price: line.price,
      hsnCode: hsnOf(line),
      ...(line.discount > 0 ? { discount: line.discount } : {}),
    })),
  };
}
