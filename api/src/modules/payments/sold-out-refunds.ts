/**
 * Payments that arrive for pieces already sold. Stock is taken when a payment makes its order, so a
 * payment can find its pieces gone (docs/adr/0016-stock-taken-when-payment-is-captured.md): no order
 * is made and the whole payment goes back through Razorpay at once. The refund is recorded per
 * payment before Razorpay is asked, so no replay, webhook or reconciliation refunds it twice or makes
 * its order later; the shopper is mailed once, when the refund is made.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/service.js';
import { RazorpayError, RazorpayRefundRefused, type RazorpayClient } from './razorpay-client.js';
import type { PaymentRepository, SoldOutRefund } from './repository.js';
import { refusedWhilePaying, soldOutRefundMail } from './sold-out-mail.js';

/** How long one attempt at Razorpay may take before another process may try the same refund. */
const attemptLeaseMs = 60_000;

export class SoldOutRefunds {
  constructor(
    private readonly repository: PaymentRepository,
    private readonly razorpay: RazorpayClient,
    private readonly mail: MailService,
    private readonly shopOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The refund of this payment, if its pieces were found sold; in `tx` when read under the payment's lock. */
  find(razorpayPaymentId: string, tx?: Db): Promise<SoldOutRefund | undefined> {
    return this.repository.findSoldOutRefund(razorpayPaymentId, tx);
  }

  /**
   * Records, in `tx`, that this payment makes no order and is to be refunded in full: for the line the
   * stock could not fill, or for the code that no longer held.
   */
  record(
    tx: Db,
    refund: { razorpayPaymentId: string; razorpayOrderId: string; amountPaise: number } & (
      { productName: string } | { couponCode: string | null; couponRefusal: string }
    ),
  ): Promise<SoldOutRefund> {
    this.log.warn(refund, 'Paid for what could no longer be had: no order, the payment is refunded');
    return this.repository.insertSoldOutRefund(tx, refund);
  }

  /**
   * Asks Razorpay to give the payment back, unless it has been already or another process is asking
   * now, and answers the refund as it then stands. The payment id is the refund's receipt, so a refund
   * whose answer was lost, or that an earlier attempt made, is found again rather than made twice. Left
   * pending when Razorpay cannot be reached: the reconciliation tries again.
   */
  async settle(refund: SoldOutRefund, now = new Date()): Promise<SoldOutRefund> {
    const paymentId = refund.razorpayPaymentId;
    if (refund.status === 'processed') return refund;
    if (
      !(await this.repository.claimSoldOutRefund(paymentId, now, new Date(now.getTime() + attemptLeaseMs)))
    ) {
      return (await this.find(paymentId)) ?? refund;
    }
    const razorpayRefundId = await this.askRazorpay(refund);
    if (!razorpayRefundId) return refund;
    await this.repository.markSoldOutRefunded(paymentId, razorpayRefundId, now, async (tx) => {
      const mailee = await this.repository.refundMailee(tx, refund.razorpayOrderId);
      await this.mail.enqueue(
        tx,
        soldOutRefundMail({ ...refund, status: 'processed' }, mailee, this.shopOrigin),
      );
    });
    return { ...refund, status: 'processed', razorpayRefundId, refundedAt: now };
  }

  /** Razorpay's id of the refund of the whole payment; undefined when it could not be made now. */
  private async askRazorpay(refund: SoldOutRefund): Promise<string | undefined> {
    const paymentId = refund.razorpayPaymentId;
    try {
      const made = await this.razorpay.refund(paymentId, {
        amount: refund.amountPaise,
        receipt: paymentId,
        notes: { reason: refusedWhilePaying(refund).slice(0, 256) },
      });
      return made.id;
    } catch (error) {
      if (!(error instanceof RazorpayError) && !(error instanceof RazorpayRefundRefused)) throw error;
      // Refused because it is refunded already (this refund, or all of it by hand), or silent: look.
      const refunds = await this.razorpay.refundsOf(paymentId).catch(() => undefined);
      const ours = refunds?.find((made) => made.receipt === paymentId);
      const whole = refunds?.reduce((sum, made) => sum + made.amount, 0) === refund.amountPaise;
      const found = ours ?? (whole ? refunds?.[0] : undefined);
      if (found) return found.id;
      this.log.error(
        { err: error, paymentId, razorpayOrderId: refund.razorpayOrderId },
        'Razorpay did not refund a payment whose pieces were sold; trying again at the next reconciliation',
      );
      return undefined;
    }
  }
}
