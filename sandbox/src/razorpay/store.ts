import { randomDigits, razorpayStyleId } from '../random.js';
import { cardDeclined, type RazorpayErrorBody } from './errors.js';
import type { CardIssue, PaymentListQuery } from './requests.js';

/** Razorpay answers an empty `notes` as `[]` (a PHP quirk the SDKs pass on), a filled one as an object. */
export type Notes = Record<string, string> | [];

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  /** `refunded` once refunds reach the whole amount; partly refunded payments stay `captured`. */
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  /** True for a card issued outside India: Razorpay charges it in the order's currency (rupees) all the same. */
  international: boolean;
  method: 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { auth_code: string | null };
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  /** The sandbox settles every refund at once, as a normal refund ends up. */
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

export interface NewRefund {
  /** Paise; the whole amount not yet refunded when absent. */
  amount?: number;
  speed: 'normal' | 'optimum';
  receipt: string | null;
  notes: Notes;
}

export interface NewOrder {
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Notes;
}

/** What the buyer typed into Checkout, as `prefill` passes it on. */
export interface Buyer {
  email?: string;
  contact?: string;
  description?: string;
  notes?: Notes;
}

// Razorpay records these when Checkout collected no email or phone.
const unknownEmail = 'void@razorpay.com';
const unknownContact = '+919999999999';

export class RazorpayStore {
  private readonly orders = new Map<string, OrderEntity>();
  private readonly payments = new Map<string, PaymentEntity>();
  private readonly refunds = new Map<string, RefundEntity>();

  constructor(private readonly now: () => number) {}

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  createOrder(order: NewOrder): OrderEntity {
    const entity: OrderEntity = {
      id: razorpayStyleId('order'),
      entity: 'order',
      amount: order.amount,
      amount_paid: 0,
      amount_due: order.amount,
      currency: order.currency,
      receipt: order.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: order.notes,
      created_at: this.seconds(),
    };
    this.orders.set(entity.id, entity);
    return entity;
  }

  order(id: string): OrderEntity | undefined {
    return this.orders.get(id);
  }

  payment(id: string): PaymentEntity | undefined {
    return this.payments.get(id);
  }

  private newPayment(order: OrderEntity, buyer: Buyer, card: CardIssue): PaymentEntity {
    return {
      id: razorpayStyleId('pay'),
      entity: 'payment',
      amount: order.amount_due,
      currency: order.currency,
      status: 'failed',
      order_id: order.id,
      invoice_id: null,
      international: card === 'international',
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: buyer.description ?? null,
      card_id: razorpayStyleId('card'),
      bank: null,
      wallet: null,
      vpa: null,
      email: buyer.email ?? unknownEmail,
      contact: buyer.contact ?? unknownContact,
      notes: buyer.notes ?? [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { auth_code: null },
      created_at: this.seconds(),
    };
  }

  /** The payments created from `from` to `to` (seconds, inclusive), newest first, a page of them. */
  listPayments({ from, to, count, skip }: PaymentListQuery): PaymentEntity[] {
    return (
      [...this.payments.values()]
        .filter((payment) => payment.created_at >= from && payment.created_at <= to)
        // Created in this order: reversed, a stable sort keeps the later of one second first.
        .reverse()
        .toSorted((a, b) => b.created_at - a.created_at)
        .slice(skip, skip + count)
    );
  }

  /** A successful card payment: captured at once, as the shop's account has auto-capture on. */
  capture(order: OrderEntity, buyer: Buyer, card: CardIssue): PaymentEntity {
    // Razorpay's fee is 2 % (3 % on a card issued abroad) plus 18 % GST on it, both in paise.
    const fee = Math.round(order.amount_due * (card === 'international' ? 0.03 : 0.02));
    const tax = Math.round(fee * 0.18);
    const payment: PaymentEntity = {
      ...this.newPayment(order, buyer, card),
      status: 'captured',
      captured: true,
      fee: fee + tax,
      tax,
      acquirer_data: { auth_code: randomDigits(6) },
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.status = 'paid';
    return payment;
  }

  /** A card declined by the bank; returns what Checkout tells the page. */
  decline(
    order: OrderEntity,
    buyer: Buyer,
    card: CardIssue,
  ): { payment: PaymentEntity; failure: RazorpayErrorBody } {
    const base = this.newPayment(order, buyer, card);
    const failure = cardDeclined(order.id, base.id);
    const payment: PaymentEntity = {
      ...base,
      error_code: failure.error.code,
      error_description: failure.error.description,
      error_source: failure.error.source,
      error_step: failure.error.step,
      error_reason: failure.error.reason,
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    return { payment, failure };
  }

  /**
   * Refunds a captured payment in full or in part, as Razorpay does: the refunds of a payment never
   * add up to more than was captured. Returns the description of Razorpay's refusal otherwise.
   */
  refund(payment: PaymentEntity, request: NewRefund): RefundEntity | string {
    if (payment.status === 'failed') return 'The payment has not been captured';
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining === 0) return 'The payment has been fully refunded already';
    const amount = request.amount ?? remaining;
    if (amount > payment.amount) return 'The refund amount provided is greater than amount captured';
    if (amount > remaining) return 'The total refund amount is greater than the refund payment amount';
    const refund: RefundEntity = {
      id: razorpayStyleId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: request.notes,
      receipt: request.receipt,
      acquirer_data: { arn: null },
      created_at: this.seconds(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: request.speed,
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    return refund;
  }

  refundsOf(paymentId: string): RefundEntity[] {
    return [...this.refunds.values()].filter((refund) => refund.payment_id === paymentId);
  }

  refundById(id: string): RefundEntity | undefined {
    return this.refunds.get(id);
  }

  clear(): void {
    this.orders.clear();
    this.payments.clear();
    this.refunds.clear();
  }
}
