import type { CheckoutCountry } from '@brass/shared/address-rules';
import type { CartLine, CourierOption, PricingSettings } from '@brass/shared/contracts/checkout';
import type { PaymentMethod } from '@brass/shared/contracts/orders';
import { checkoutTotals, type CheckoutTotals } from '@brass/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { PricedCartLine } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { SettingsService } from '../settings/service.js';
import type { ShippingService } from '../shipping/service.js';
import { mergeLines } from './cart-lines.js';
import type { CheckoutRepository } from './repository.js';
import { checkoutMessages } from './messages.js';

/** What the browser names when it asks for an order: only the quote, the courier and the cart count. */
export interface QuoteRequest {
  quoteId: string;
  courierId: number | string;
  cart: readonly CartLine[];
  /** Where the order goes: the quote must have been made for this pincode (ZIP, postcode) and country. */
  address: { zip: string; country: CheckoutCountry };
}

/** The server's own price of a checkout, which the order charges whatever the browser showed. */
export interface Quoted {
  courier: CourierOption;
  couriers: CourierOption[];
  cart: PricedCartLine[];
  pricing: PricingSettings;
  totals: CheckoutTotals;
}

/**
 * Prices a checkout on the server: the lines at the catalogue's prices of now, the courier rate the
 * server quoted (nothing from the owner's free-delivery threshold on), the tax at the owner's rate (an
 * export abroad: none when the owner filed a letter of undertaking, else IGST at that rate) and, paid on
 * delivery, the owner's COD fee, with `@brass/shared/pricing` (the module the browser totals
 * with). The browser's cart prices and total are never read.
 */
export class CheckoutQuote {
  constructor(
    private readonly shipping: Pick<ShippingService, 'quotedCouriers'>,
    private readonly catalogue: Pick<CheckoutRepository, 'prices'>,
    private readonly settings: Pick<SettingsService, 'pricing'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async price(request: QuoteRequest, paymentMethod: PaymentMethod): Promise<Quoted> {
    const { courier, couriers } = await this.shipping.quotedCouriers({
      quoteId: request.quoteId,
      courierId: request.courierId,
      cart: request.cart,
      deliveryPincode: request.address.zip,
      deliveryCountry: request.address.country,
    });
    const cart = await this.pricedCart(mergeLines(request.cart));
    const pricing = await this.settings.pricing();
    return {
      courier,
      couriers,
      cart,
      pricing,
      totals: checkoutTotals(cart, courier.rate, pricing, paymentMethod, request.address.country),
    };
  }

  /** The browser's total is only compared, never charged: a difference is logged, and says what is. */
  warnIfBrowserTotalDiffers(
    userId: string,
    browserAmount: number,
    serverAmount: number,
    outcome: string,
  ): void {
    if (Math.round(browserAmount * 100) !== Math.round(serverAmount * 100)) {
      this.log.warn({ userId, browserAmount, serverAmount }, `The browser showed another total; ${outcome}`);
    }
  }

  /**
   * The lines at the catalogue's prices of now, with the names the shopper knows; a product no longer
   * on sale is a 400.
   */
  private async pricedCart(lines: CartLine[]): Promise<PricedCartLine[]> {
    const found = new Map(
      (await this.catalogue.prices(lines.map((line) => line.productId))).map((product) => [
        product.id,
        product,
      ]),
    );
    return lines.map((line) => {
      const product = found.get(line.productId);
      if (!product) throw new HttpError(400, checkoutMessages.unknownProducts);
      return { ...line, productName: product.name, price: product.price };
    });
  }
}
