import type { CreatePaymentOrderBody, PaymentOrderResponse } from '@brass/shared/contracts/checkout';
import { checkoutTotals } from '@brass/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { PricedCartLine } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import {
  assertPayableTotal,
  mergeLines,
  messages as shippingMessages,
  type ShippingService,
} from '../shipping/service.js';
import type { SettingsService } from '../settings/service.js';
import type { StockService } from '../stock/service.js';
import { RazorpayError, type RazorpayClient, type RazorpayPayment } from './razorpay-client.js';
import type { PaymentOrder, PaymentRepository } from './repository.js';
import { isPaymentSignatureValid, isWebhookSignatureValid } from './signature.js';

export const paymentMessages = {
  initiateFailed: 'Failed to initiate payment',
  paymentOrderNotFound: 'Payment order not found',
} as const;

/** Rupees to paise without float residue (0.1 + 0.2 rupees is 30 paise, not 30.000000000000004). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

export class PaymentService {
  constructor(
    private readonly repository: PaymentRepository,
    private readonly razorpay: RazorpayClient,
    private readonly shipping: ShippingService,
    private readonly stock: StockService,
    private readonly pricing: Pick<SettingsService, 'pricing'>,
    private readonly settings: Pick<AppConfig, 'razorpay'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Prices the cart from the catalogue, adds the courier rate the server quoted (nothing from the
   * owner's free-delivery threshold on) and the tax at the owner's rate, with `@brass/shared/pricing`
   * (the module the browser totals with), and opens a Razorpay order for that amount. The browser's
   * `amount` is only compared, never charged. A line the shelf cannot fill now is a 409 naming the
   * product, and nothing is opened. No piece is taken or held: the payment takes them when it makes the
   * order, so an unpaid payment order never keeps a piece from a shopper ready to pay.
   */
  async createPaymentOrder(userId: string, body: CreatePaymentOrderBody): Promise<PaymentOrderResponse> {
    const courier = await this.shipping.quotedCourier({
      quoteId: body.quoteId,
      courierId: body.courierId,
      cart: body.cart,
      deliveryPincode: body.address.zip,
    });
    const cart = await this.pricedCart(mergeLines(body.cart));
    const totals = checkoutTotals(cart, courier.rate, await this.pricing.pricing());
    // Prices may have risen since the quote checked the subtotal.
    assertPayableTotal(totals.total);
    const amountPaise = toPaise(totals.total);
    if (toPaise(body.amount) !== amountPaise) {
      this.log.warn(
        { userId, browserAmount: body.amount, serverAmount: totals.total },
        'The browser showed another total; charging the server total',
      );
    }
    // A cart already sold out opens no Razorpay order the shopper could never pay for.
    await this.stock.assertAvailable(cart);

    let razorpayOrderId: string;
    try {
      ({ id: razorpayOrderId } = await this.razorpay.createOrder({
        amount: amountPaise,
        currency: 'INR',
        receipt: body.receipt,
        notes: { user_id: userId, quote_id: body.quoteId },
      }));
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      this.log.error({ err: error }, 'Razorpay refused or failed to create an order');
      throw new HttpError(502, paymentMessages.initiateFailed);
    }
    await this.repository.insertPaymentOrder({
      razorpayOrderId,
      userId,
      amountPaise,
      shippingPaise: toPaise(totals.shipping),
      cart,
      quoteId: body.quoteId,
      courier,
      shippingAddress: body.address,
    });
    return {
      success: true,
      order: {
        key_id: this.settings.razorpay.keyId,
        id: razorpayOrderId,
        amount: amountPaise,
        currency: 'INR',
      },
    };
  }

  isPaymentSignatureValid(payment: { orderId: string; paymentId: string; signature: string }): boolean {
    return isPaymentSignatureValid(payment, this.settings.razorpay.keySecret);
  }

  /**
   * The signature check the checkout asks for, answered only to the shopper who made the payment
   * order. Another shopper's order is answered as one that does not exist (404, not 403), so the
   * answer never tells whether a Razorpay order id belongs to this shop.
   */
  async isOwnPaymentSignatureValid(
    userId: string,
    payment: { orderId: string; paymentId: string; signature: string },
  ): Promise<boolean> {
    const paymentOrder = await this.repository.findPaymentOrder(payment.orderId);
    if (paymentOrder?.userId !== userId) throw new HttpError(404, paymentMessages.paymentOrderNotFound);
    return this.isPaymentSignatureValid(payment);
  }

  /** Always false without a webhook secret: an empty key would let anyone sign an event. */
  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean {
    const { webhookSecret } = this.settings.razorpay;
    if (!webhookSecret) {
      this.log.warn('Razorpay webhook call refused: RAZORPAY_WEBHOOK_SECRET is not set');
      return false;
    }
    return isWebhookSignatureValid(rawBody, signature, webhookSecret);
  }

  paymentOrder(razorpayOrderId: string): Promise<PaymentOrder | undefined> {
    return this.repository.findPaymentOrder(razorpayOrderId);
  }

  /** Throws RazorpayError when Razorpay cannot answer; undefined when it knows no such payment. */
  fetchPayment(paymentId: string): Promise<RazorpayPayment | undefined> {
    return this.razorpay.fetchPayment(paymentId);
  }

  isEventHandled(eventId: string): Promise<boolean> {
    return this.repository.isEventHandled(eventId);
  }

  recordEvent(eventId: string): Promise<void> {
    return this.repository.recordEvent(eventId);
  }

  /**
   * The lines at the catalogue's prices of now, with the names the shopper knows; a product no longer
   * on sale is a 400.
   */
  async pricedCart(lines: { productId: string; quantity: number }[]): Promise<PricedCartLine[]> {
    const found = new Map(
      (await this.repository.prices(lines.map((line) => line.productId))).map((product) => [
        product.id,
        product,
      ]),
    );
    return lines.map((line) => {
      const product = found.get(line.productId);
      if (!product) throw new HttpError(400, shippingMessages.unknownProducts);
      return { ...line, productName: product.name, price: product.price };
    });
  }
}
