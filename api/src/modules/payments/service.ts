import type { PaymentOrderResponse } from '@brass/shared/contracts/checkout';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { HttpError } from '../../lib/http-error.js';
import { RazorpayError, type RazorpayClient, type RazorpayPayment } from './razorpay-client.js';
import type { NewPaymentOrder, PaymentOrder, PaymentRepository } from './repository.js';
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
    private readonly settings: Pick<AppConfig, 'razorpay'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Opens a Razorpay order for an amount the checkout priced, and stores what it priced with it: the
   * payment makes its order from this record, never from what the browser sends back.
   */
  async openPaymentOrder(
    order: Omit<NewPaymentOrder, 'razorpayOrderId'> & { receipt: string },
  ): Promise<PaymentOrderResponse> {
    const { receipt, ...priced } = order;
    let razorpayOrderId: string;
    try {
      ({ id: razorpayOrderId } = await this.razorpay.createOrder({
        amount: priced.amountPaise,
        currency: 'INR',
        receipt,
        notes: { user_id: priced.userId, quote_id: priced.quoteId },
      }));
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      this.log.error({ err: error }, 'Razorpay refused or failed to create an order');
      throw new HttpError(502, paymentMessages.initiateFailed);
    }
    await this.repository.insertPaymentOrder({ razorpayOrderId, ...priced });
    return {
      success: true,
      order: {
        key_id: this.settings.razorpay.keyId,
        id: razorpayOrderId,
        amount: priced.amountPaise,
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
}
