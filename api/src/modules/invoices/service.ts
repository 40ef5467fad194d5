/**
 * Each order's tax invoice, drawn when it is asked for from the order as it was paid and the shop's
 * details as they are now: for the shopper who placed the order and the shop's staff; to anyone else
 * an order number names no order at all.
 */
import { BRAND_NAME } from '@brass/shared/constants';
import { HttpError } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { formatOrderNumber, parseOrderNumber } from '../orders/order-number.js';
import type { SettingsService } from '../settings/service.js';
import { hsnOf } from './hsn.js';
import { buildInvoice, type Invoice } from './invoice.js';
import { renderInvoicePdf } from './pdf.js';
import type { InvoicedOrder, InvoiceRepository } from './repository.js';

const invoiceMessages = { orderNotFound: 'Order not found' } as const;

export interface InvoicePdf {
  /** `invoice-BA-10042.pdf`. */
  filename: string;
  pdf: Buffer;
}

export class InvoiceService {
  constructor(
    private readonly repository: InvoiceRepository,
    private readonly settings: Pick<SettingsService, 'shopContact' | 'shownPricing'>,
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
    const invoice = await this.invoiceOf(found);
    return { filename: `invoice-${invoice.orderNumber}.pdf`, pdf: await renderInvoicePdf(invoice) };
  }

  private async invoiceOf({ order, lines }: InvoicedOrder): Promise<Invoice> {
    const [contact, pricing] = await Promise.all([this.settings.shopContact(), this.settings.shownPricing()]);
    return buildInvoice(
      {
        number: formatOrderNumber(order.number),
        placedAt: order.createdAt,
        paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'online',
        subtotal: order.subtotal,
        shippingCharge: order.shippingCharge,
        tax: order.tax,
        codFee: order.codFee,
        totalAmount: order.totalAmount,
        shippingAddress: order.shippingAddress,
        lines: lines.map((line) => ({
          productName: line.productName,
          quantity: line.quantity,
          price: line.price,
          hsnCode: hsnOf(line),
        })),
      },
      { name: BRAND_NAME, address: contact.address, gstin: contact.gstin },
      pricing.taxRatePercent,
    );
  }
}
