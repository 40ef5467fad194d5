import type { AdminCoupon, AdminCouponList, CouponBody } from '@brass/shared/contracts/admin-coupons';
import type { Db } from '../../db/client.js';
import type { PricedCartLine } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';
import type { AuditService } from '../audit/service.js';
import { discountPaise, eligiblePaise, withDiscounts, type CategorisedLine } from './discount.js';
import { couponMessages } from './messages.js';
import { CouponRepository, type CouponFields, type CouponRow } from './repository.js';

/** A coupon priced for a cart: its id and code, the rupees it takes off, and each line's share. */
export interface AppliedCoupon {
  id: string;
  code: string;
  discount: number;
  lines: PricedCartLine[];
}

/** Codes are kept in upper case, so that `diwali10` and `DIWALI10` are one code. */
const keptCode = (code: string) => code.trim().toUpperCase();

const toAdminCoupon = (row: CouponRow): AdminCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minimumOrder: row.minimumOrder,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  totalLimit: row.totalLimit,
  perShopperLimit: row.perShopperLimit,
  categories: row.categories,
  active: row.active,
  uses: row.uses,
  createdAt: row.createdAt.toISOString(),
});

const fieldsOf = (body: CouponBody): CouponFields => ({
  code: keptCode(body.code),
  kind: body.kind,
  value: body.value,
  minimumOrder: body.minimumOrder,
  startsAt: body.startsAt ? new Date(body.startsAt) : null,
  endsAt: body.endsAt ? new Date(body.endsAt) : null,
  totalLimit: body.totalLimit,
  perShopperLimit: body.perShopperLimit,
  categories: [...new Set(body.categories)],
});

/**
 * Coupon codes: priced against a cart wherever the checkout prices one, counted once per order in the
 * order's own transaction, and created, edited and deactivated in the back office, each change written
 * to the audit log in its transaction.
 */
/**
 * A code whose limits another order reached after this one was priced: a 409 saying why. A payment
 * already made with it is refunded rather than kept without its order.
 */
export class CouponRefused extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class CouponService {
  constructor(
    private readonly repository: CouponRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * The coupon `code` priced for `lines`, or a 4xx saying why it does not hold. `userId`: the shopper,
   * whose own uses count against the per-shopper limit; null for a visitor, checked again at checkout.
   */
  async apply(
    code: string,
    lines: readonly CategorisedLine[],
    userId: string | null,
    now = new Date(),
  ): Promise<AppliedCoupon> {
    const coupon = await this.repository.byCode(keptCode(code));
    if (!coupon?.active) throw new HttpError(400, couponMessages.notValid);
    if (coupon.startsAt && coupon.startsAt > now) throw new HttpError(400, couponMessages.notStarted);
    if (coupon.endsAt && coupon.endsAt <= now) throw new HttpError(400, couponMessages.expired);
    if (coupon.totalLimit !== null && coupon.uses >= coupon.totalLimit)
      throw new HttpError(409, couponMessages.usedUp);
    const eligible = eligiblePaise(coupon, lines);
    if (coupon.categories.length > 0 && eligible === 0)
      throw new HttpError(400, couponMessages.nothingEligible(coupon.categories));
    if (eligible < coupon.minimumOrder * 100) {
      throw new HttpError(
        400,
        coupon.categories.length > 0
          ? couponMessages.minimumOfCategoriesNotMet(coupon.minimumOrder, coupon.categories)
          : couponMessages.minimumNotMet(coupon.minimumOrder),
      );
    }
    if (userId !== null && coupon.perShopperLimit !== null) {
      if ((await this.repository.usesBy(coupon.id, userId)) >= coupon.perShopperLimit)
        throw new CouponRefused(couponMessages.alreadyUsed);
    }
    const discount = discountPaise(coupon, lines);
    return {
      id: coupon.id,
      code: coupon.code,
      discount: discount / 100,
      lines: withDiscounts(coupon, lines, discount),
    };
  }

  /**
   * Counts the order's use of the coupon in `tx`, the transaction that stores the order, so that the
   * use is counted once with it and never without it. The coupon's row is locked to the end of that
   * transaction: orders at once are counted one after the other, and the one past a limit is refused.
   */
  async redeem(tx: Db, use: { couponId: string; orderId: string; userId: string }): Promise<void> {
    const coupons = new CouponRepository(tx);
    if (!(await coupons.countUse(use.couponId))) {
      const coupon = await coupons.byId(use.couponId);
      throw new CouponRefused(coupon?.active ? couponMessages.usedUp : couponMessages.notValid);
    }
    const coupon = await coupons.byId(use.couponId);
    if (coupon?.perShopperLimit != null) {
      if ((await coupons.usesBy(use.couponId, use.userId)) >= coupon.perShopperLimit)
        throw new CouponRefused(couponMessages.alreadyUsed);
    }
    await coupons.recordUse(use);
  }

  async list(): Promise<AdminCouponList> {
    return { coupons: (await this.repository.list()).map(toAdminCoupon) };
  }

  async create(actorId: string, body: CouponBody): Promise<AdminCoupon> {
    const fields = fieldsOf(body);
    const row = await this.unique(() =>
      this.repository.transaction(async (coupons, tx) => {
        const inserted = await coupons.insert({ id: newId('cpn'), ...fields });
        await this.audit.record(tx, {
          actorId,
          action: 'coupon.created',
          target: inserted.code,
          details: { kind: inserted.kind, value: String(inserted.value) },
        });
        return inserted;
      }),
    );
    return toAdminCoupon(row);
  }

  async update(actorId: string, id: string, body: CouponBody): Promise<AdminCoupon> {
    const fields = fieldsOf(body);
    const row = await this.unique(() =>
      this.repository.transaction(async (coupons, tx) => {
        const updated = await coupons.update(id, fields);
        if (!updated) throw new HttpError(404, couponMessages.notFound);
        await this.audit.record(tx, { actorId, action: 'coupon.updated', target: updated.code });
        return updated;
      }),
    );
    return toAdminCoupon(row);
  }

  /** The code stops applying at once; the orders it made keep their discount. */
  async deactivate(actorId: string, id: string): Promise<AdminCoupon> {
    const row = await this.repository.transaction(async (coupons, tx) => {
      const updated = await coupons.update(id, { active: false });
      if (!updated) throw new HttpError(404, couponMessages.notFound);
      await this.audit.record(tx, { actorId, action: 'coupon.deactivated', target: updated.code });
      return updated;
    });
    return toAdminCoupon(row);
  }

  /** A code another coupon has is a 409 that says so. */
  private async unique<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, couponMessages.codeTaken);
      throw error;
    }
  }
}
