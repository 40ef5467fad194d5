/**
 * Packing slips, for the staff who pack the parcel: drawn afresh at each request on the invoices'
 * rendering thread, since a slip records nothing the shop must keep as it was.
 */
import { BRAND_NAME } from '@brass/shared/constants';
import { HttpError } from '../../lib/http-error.js';
import type { InvoiceRenderer } from '../invoices/invoice-rendering.js';
import { formatOrderNumber, parseOrderNumber } from '../orders/order-number.js';
import type { SettingsService } from '../settings/service.js';
import { buildPackingSlip } from './packing-slip.js';
import type { PackingSlipRepository } from './repository.js';

const packingSlipMessages = { orderNotFound: 'Order not found' } as const;

export class PackingSlipService {
  constructor(
    private readonly repository: PackingSlipRepository,
    private readonly settings: Pick<SettingsService, 'shopContact'>,
    private readonly renderer: Pick<InvoiceRenderer, 'renderPackingSlip'>,
  ) {}

  /** The slip of the order `reference` names, by its number (`BA-10042`) or its id, as the back office does. */
  async ofOrder(reference: string): Promise<{ filename: string; pdf: Buffer }> {
    const number = parseOrderNumber(reference);
    const found = await this.repository.find(number === undefined ? { id: reference } : { number });
    if (!found) throw new HttpError(404, packingSlipMessages.orderNotFound);
    const { order, lines } = found;
    const orderNumber = formatOrderNumber(order.number);
    const contact = await this.settings.shopContact();
    const slip = buildPackingSlip(
      {
        number: orderNumber,
        placedAt: order.createdAt,
        shippingAddress: order.shippingAddress,
        isGift: order.isGift,
        giftMessage: order.giftMessage,
        lines,
      },
      { name: BRAND_NAME, address: contact.address },
    );
    return { filename: `packing-slip-${orderNumber}.pdf`, pdf: await this.renderer.renderPackingSlip(slip) };
  }
}
