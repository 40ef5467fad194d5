import type { CheckoutCountry } from '@brass/shared/address-rules';
import type {
  CartLine,
  CouponDiscount,
  CourierOption,
  PricingSettings,
} from '@brass/shared/contracts/checkout';
import type { PaymentMethod } from '@brass/shared/contracts/orders';
import { checkoutTotals, type CheckoutTotals } from '@brass/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { PricedCartLine } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { CategorisedLine } from '../coupons/discount.js';
import type { CouponService } from '../coupons/service.js';
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
  /** The coupon code the shopper applied, priced again here; absent: none. */
  couponCode?: string | undefined;
}

/** The server's own price of a checkout, which the order charges whatever the browser showed. */
export interface Quoted {
  courier: CourierOption;
  couriers: CourierOption[];
  /** The lines, each with its share of the coupon's discount when there is one. */
  cart: PricedCartLine[];
  pricing: PricingSettings;
  totals: CheckoutTotals;
  /** The coupon the totals took off, counted when the order is made; undefined: none. */
  coupon: { id: string; code: string } | undefined;
}

/**
 * Prices a checkout on the server: the lines at the catalogue's prices of now, the courier rate the
 * server quoted (nothing from the owner's free-delivery threshold on), the tax at the owner's rate (an
 * export abroad: none when the owner filed a letter of undertaking, else IGST at that rate) and, paid on
 * delivery, the owner's COD fee, with `@brass/shared/pricing` (the module the browser totals
 * with). A coupon code is checked and priced here too, and its discount comes off before the tax.
 * The browser's cart prices, discount and total are never read.
 */
export class CheckoutQuote {
  constructor(
    private readonly shipping: Pick<ShippingService, 'quotedCouriers'>,
    private readonly catalogue: Pick<CheckoutRepository, 'prices'>,
    private readonly settings: Pick<SettingsService, 'pricing'>,
    private readonly coupons: Pick<CouponService, 'apply'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `userId`: the shopper, whose own uses of a coupon count against its per-shopper limit. */
  async price(request: QuoteRequest, paymentMethod: PaymentMethod, userId: string): Promise<Quoted> {
    const { courier, couriers } = await this.shipping.quotedCouriers({
      quoteId: request.quoteId,
      courierId: request.courierId,
      cart: request.cart,
      deliveryPincode: request.address.zip,
      deliveryCountry: request.address.country,
    });
    const lines = await this.pricedCart(mergeLines(request.cart));
    const coupon = request.couponCode
      ? await this.coupons.apply(request.couponCode, lines, userId)
      : undefined;
    const cart = coupon?.lines ?? lines.map(({ category: _category, ...line }) => line);
    const pricing = await this.settings.pricing();
    const { country } = request.address;
    return {
      courier,
      couriers,
      cart,
      pricing,
      totals: checkoutTotals(cart, courier.rate, pricing, paymentMethod, country, coupon?.discount),
      coupon: coupon && { id: coupon.id, code: coupon.code },
    };
  }

  /**
   * What `code` takes off the cart at today's prices, for the cart and checkout pages to show; the
   * order prices it again. `userId`: null for a visitor, whose per-shopper limit waits for checkout.
   */
  async couponDiscount(
    code: string,
    cart: readonly CartLine[],
    userId: string | null,
  ): Promise<CouponDiscount> {
    const { code: kept, discount } = await this.coupons.apply(
      code,
      await this.pricedCart(mergeLines(cart)),
      userId,
    );
    return { code: kept, discount };
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
  private async pricedCart(lines: CartLine[]): Promise<CategorisedLine[]> {
    const found = new Map(
      (await this.catalogue.prices(lines.map((line) => line.productId))).map((product) => [
        product.id,
        product,
      ]),
    );
    return lines.map((line) => {
      const product = found.get(line.productId);
      if (!product) throw new HttpError(400, checkoutMessages.unknownProducts);
      return { ...line, productName: product.name, price: product.price, category: product.mainCategory };
    });
  }
}
