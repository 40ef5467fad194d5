/**
 * Packing slips, for the staff who pack the parcel: drawn afresh at each request on the invoices'
 * rendering thread, since a slip records nothing the shop must keep as it was.
 */
import { BRAND_NAME } from '@brass/shared/constants';
import { HttpError } from '../../lib/http-error.js';
import type { InvoiceRenderer } from '../invoices/invoice-rendering.js';
import { formatOrderNumber, parseOrderNumber } from '../orders/order-number.js';
import type { SettingsService } from '../settings/service.js';
import { buildPackingSlip, type PackingSlip } from './packing-slip.js';
import type { PackingSlipRepository } from './repository.js';

const packingSlipMessages = {
  orderNotFound: 'Order not found',
  ordersNotFound: (numbers: number[]) => `Order not found: ${numbers.map(formatOrderNumber).join(', ')}`,
} as const;

type Found = NonNullable<Awaited<ReturnType<PackingSlipRepository['find']>>>;

export class PackingSlipService {
  constructor(
    private readonly repository: PackingSlipRepository,
    private readonly settings: Pick<SettingsService, 'shopContact'>,
    private readonly renderer: Pick<InvoiceRenderer, 'renderPackingSlips'>,
  ) {}

  /** The slip of the order `reference` names, by its number (`BA-10042`) or its id, as the back office does. */
  async ofOrder(reference: string): Promise<{ filename: string; pdf: Buffer }> {
    const number = parseOrderNumber(reference);
    const found = await this.repository.find(number === undefined ? { id: reference } : { number });
    if (!found) throw new HttpError(404, packingSlipMessages.orderNotFound);
    return {
      filename: `packing-slip-${formatOrderNumber(found.order.number)}.pdf`,
      pdf: await this.renderer.renderPackingSlips(await this.slipsOf([found])),
    };
  }

  /** The slips of the orders `numbers` in one file, a slip a page or more, in the order given. */
  async ofOrders(numbers: number[]): Promise<{ filename: string; pdf: Buffer }> {
    const found = await Promise.all(numbers.map((number) => this.repository.find({ number })));
    const missing = numbers.filter((_number, index) => !found[index]);
    if (missing.length > 0) throw new HttpError(404, packingSlipMessages.ordersNotFound(missing));
    const slips = await this.slipsOf(found.filter((order): order is Found => order !== undefined));
    const [first = ''] = slips.map((slip) => slip.orderNumber);
    return {
      filename:
        slips.length === 1
          ? `packing-slip-${first}.pdf`
          : `packing-slips-${first}-and-${slips.length - 1}-more.pdf`,
      pdf: await this.renderer.renderPackingSlips(slips),
    };
  }

  private async slipsOf(found: Found[]): Promise<PackingSlip[]> {
    const contact = await this.settings.shopContact();
    return found.map(({ order, lines }) =>
      buildPackingSlip(
        {
          number: formatOrderNumber(order.number),
          placedAt: order.createdAt,
          shippingAddress: order.shippingAddress,
          isGift: order.isGift,
          giftMessage: order.giftMessage,
          lines,
        },
        { name: BRAND_NAME, address: contact.address },
      ),
    );
  }
}
