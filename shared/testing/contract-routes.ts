/**
 * The API's routes the apps call, each as 'METHOD /path' (`:name` is a path parameter, as Fastify
 * writes it) with the status and the schema of its success answer. An error answer of any route is an
 * `errorBodySchema`. The API's tests check that every route here is one it registers, answering this
 * schema; the apps' tests answer their calls through it (`@brass/shared/testing/api-mock`), so a
 * mocked answer cannot drift from what the API sends. It lives with the test helpers: no app needs it
 * at run time, so it is no part of what the apps load from @brass/shared.
 */
import * as v from 'valibot';
import {
  emailConfirmationAnswerSchema,
  logoutResponseSchema,
  passwordResetAnswerSchema,
  passwordResetLinkSchema,
  pincodePlaceSchema,
  registerResponseSchema,
  savedAddressListSchema,
  savedAddressSchema,
  sessionSchema,
  signedInAccountSchema,
} from '@brass/shared/contracts/accounts';
import {
  adminDashboardSchema,
  adminProfileSchema,
  auditLogSchema,
  staffListSchema,
} from '@brass/shared/contracts/admin';
import {
  adminBlogListSchema,
  adminBlogSchema,
  adminMessageListSchema,
  adminPolicyPageListSchema,
  adminPolicyPageSchema,
  contactMessageSchema,
} from '@brass/shared/contracts/admin-content';
import { adminCouponListSchema, adminCouponSchema } from '@brass/shared/contracts/admin-coupons';
import { orderPapersSchema } from '@brass/shared/contracts/admin-invoices';
import { adminOrderDetailSchema, adminOrderListSchema } from '@brass/shared/contracts/admin-orders';
import { adminProductListSchema, adminProductSchema } from '@brass/shared/contracts/admin-products';
import { adminReviewListSchema, adminReviewSchema } from '@brass/shared/contracts/admin-reviews';
import { adminSettingsSchema } from '@brass/shared/contracts/admin-settings';
import {
  availabilitySchema,
  deliveryEstimateSchema,
  mostPopularTitleSchema,
  newArrivalsTitleSchema,
  productDetailSchema,
  productPageSchema,
  productSchema,
  shippingSettingsSchema,
} from '@brass/shared/contracts/catalog';
import {
  calculateShippingResponseSchema,
  couponDiscountSchema,
  paymentOrderResponseSchema,
  placeOrderResponseSchema,
  pricingSettingsSchema,
  verifyPaymentResponseSchema,
} from '@brass/shared/contracts/checkout';
import {
  blogSchema,
  contactResponseSchema,
  policyPageSchema,
  shopContactSchema,
} from '@brass/shared/contracts/content';
import { clientErrorAcceptedSchema } from '@brass/shared/contracts/errors';
import { orderRefundsSchema } from '@brass/shared/contracts/order-refunds';
import { orderSchema, trackingResponseSchema } from '@brass/shared/contracts/orders';
import { wishlistSchema } from '@brass/shared/contracts/wishlist';
import {
  adminReturnListSchema,
  adminReturnSchema,
  orderReturnsSchema,
  shopperReturnSchema,
} from '@brass/shared/contracts/returns';
import {
  releaseRestoreAnswerSchema,
  releaseRollbackAnswerSchema,
  releasesOverviewSchema,
} from '@brass/shared/contracts/releases';
import { restockAlertSchema } from '@brass/shared/contracts/restock-alerts';
import {
  helpfulVoteSchema,
  myReviewSchema,
  ownReviewSchema,
  reviewPageSchema,
  reviewSummarySchema,
} from '@brass/shared/contracts/reviews';

/** What the back office's changes answer: what happened, in the owner's words. */
const messageAnswerSchema = v.object({ message: v.string() });

export const apiRoutes = {
  // The whole list without a query, one page with any of page, limit, category, q or sort.
  'GET /api/products': { status: 200, schema: v.union([v.array(productSchema), productPageSchema]) },
  'GET /api/products/:id': { status: 200, schema: productDetailSchema },
  'GET /api/products/:id/related': { status: 200, schema: v.array(productSchema) },
  'GET /api/products/:id/reviews': { status: 200, schema: reviewPageSchema },
  'GET /api/products/:id/reviews/summary': { status: 200, schema: reviewSummarySchema },
  'GET /api/products/:id/reviews/mine': { status: 200, schema: myReviewSchema },
  'POST /api/products/:id/reviews': { status: 201, schema: ownReviewSchema },
  // 201 for a new alert; an address waiting already for the piece is answered with 200.
  'POST /api/products/:id/restock-alert': { status: 201, schema: restockAlertSchema },
  'POST /api/reviews/:id/photos': { status: 201, schema: ownReviewSchema },
  'POST /api/reviews/:id/helpful': { status: 200, schema: helpfulVoteSchema },
  'GET /api/availability': { status: 200, schema: availabilitySchema },
  'GET /api/most-popular': { status: 200, schema: v.array(productSchema) },
  'GET /api/settings/most-popular-title': { status: 200, schema: mostPopularTitleSchema },
  'GET /api/settings/new-arrivals-title': { status: 200, schema: newArrivalsTitleSchema },
  'GET /api/settings/shipping-settings': { status: 200, schema: shippingSettingsSchema },
  'GET /api/settings/shop-contact': { status: 200, schema: shopContactSchema },
  'GET /api/settings/pricing': { status: 200, schema: pricingSettingsSchema },
  'GET /api/pages/:slug': { status: 200, schema: policyPageSchema },
  'GET /api/blogs': { status: 200, schema: v.array(blogSchema) },
  'GET /api/blogs/:id': { status: 200, schema: blogSchema },
  'POST /api/contact': { status: 201, schema: contactResponseSchema },
  'POST /api/client-errors': { status: 202, schema: clientErrorAcceptedSchema },
  'POST /api/users/register': { status: 201, schema: registerResponseSchema },
  'POST /api/users/login': { status: 200, schema: sessionSchema },
  'POST /users/google-login': { status: 200, schema: sessionSchema },
  'GET /api/users/me': { status: 200, schema: signedInAccountSchema },
  'GET /api/users/me/addresses': { status: 200, schema: savedAddressListSchema },
  // 201 for a new address; one kept already is answered with 200.
  'POST /api/users/me/addresses': { status: 201, schema: savedAddressSchema },
  'DELETE /api/users/me/addresses/:id': { status: 200, schema: savedAddressListSchema },
  'PUT /api/users/me/addresses/:id': { status: 200, schema: savedAddressListSchema },
  'POST /api/users/confirm-email': { status: 200, schema: emailConfirmationAnswerSchema },
  'POST /api/users/confirm-email/resend': { status: 202, schema: emailConfirmationAnswerSchema },
  'POST /api/users/password-reset': { status: 202, schema: passwordResetAnswerSchema },
  'POST /api/users/password-reset/check': { status: 200, schema: passwordResetLinkSchema },
  'POST /api/users/password-reset/complete': { status: 200, schema: passwordResetAnswerSchema },
  'POST /api/users/refresh': { status: 200, schema: sessionSchema },
  'POST /api/users/logout': { status: 200, schema: logoutResponseSchema },
  'POST /api/shiprocket/calculate-shipping': { status: 200, schema: calculateShippingResponseSchema },
  'GET /api/delivery-estimate': { status: 200, schema: deliveryEstimateSchema },
  'GET /api/pincodes/:pincode': { status: 200, schema: pincodePlaceSchema },
  'GET /api/shiprocket/track/:awb': { status: 200, schema: trackingResponseSchema },
  'POST /api/coupons/check': { status: 200, schema: couponDiscountSchema },
  'POST /api/razorpay/create-order': { status: 200, schema: paymentOrderResponseSchema },
  'POST /api/razorpay/verify-payment': { status: 200, schema: verifyPaymentResponseSchema },
  // 201 for a new order; a replay of the same payment answers the same order with 200.
  'POST /api/orders/': { status: 201, schema: placeOrderResponseSchema },
  'GET /api/orders/getorders': { status: 200, schema: v.array(orderSchema) },
  'POST /api/orders/cod': { status: 201, schema: placeOrderResponseSchema },
  'GET /api/orders/:orderNumber': { status: 200, schema: orderSchema },
  'GET /api/orders/:orderNumber/refunds': { status: 200, schema: orderRefundsSchema },
  'GET /api/wishlist': { status: 200, schema: wishlistSchema },
  'GET /api/wishlist/pieces': { status: 200, schema: wishlistSchema },
  'PUT /api/wishlist/:id': { status: 200, schema: wishlistSchema },
  'DELETE /api/wishlist/:id': { status: 200, schema: wishlistSchema },
  'POST /api/wishlist/merge': { status: 200, schema: wishlistSchema },
  'POST /api/orders/:orderNumber/cancel': { status: 200, schema: orderSchema },
  'GET /api/orders/:orderNumber/returns': { status: 200, schema: orderReturnsSchema },
  'POST /api/orders/:orderNumber/returns': { status: 201, schema: shopperReturnSchema },
  'GET /api/admin/returns': { status: 200, schema: adminReturnListSchema },
  'POST /api/admin/returns/:id/approve': { status: 200, schema: adminReturnSchema },
  'POST /api/admin/returns/:id/refuse': { status: 200, schema: adminReturnSchema },
  'POST /api/admin/returns/:id/received': { status: 200, schema: adminReturnSchema },
  'POST /api/admin/returns/:id/manual-refund': { status: 200, schema: adminReturnSchema },
  'GET /api/admin/dashboard': { status: 200, schema: adminDashboardSchema },
  'GET /api/admin/orders': { status: 200, schema: adminOrderListSchema },
  'GET /api/admin/orders/:id': { status: 200, schema: adminOrderDetailSchema },
  'GET /api/admin/orders/:id/papers': { status: 200, schema: orderPapersSchema },
  'POST /api/admin/orders/:id/status': { status: 200, schema: adminOrderDetailSchema },
  'POST /api/admin/orders/:id/refunds': { status: 200, schema: adminOrderDetailSchema },
  'POST /api/admin/orders/:id/shipment': { status: 200, schema: messageAnswerSchema },
  'POST /api/admin/orders/:id/confirmation/requeue': { status: 200, schema: messageAnswerSchema },
  'POST /api/admin/mail/:id/requeue': { status: 200, schema: messageAnswerSchema },
  'POST /api/admin/orders/:id/confirm-cod': { status: 200, schema: adminOrderDetailSchema },
  'GET /api/admin/products': { status: 200, schema: adminProductListSchema },
  'GET /api/admin/products/:id': { status: 200, schema: adminProductSchema },
  'POST /api/admin/products': { status: 201, schema: adminProductSchema },
  'POST /api/admin/products/drafts': { status: 201, schema: adminProductSchema },
  'POST /api/admin/products/:id/publish': { status: 200, schema: adminProductSchema },
  'POST /api/admin/products/:id/unpublish': { status: 200, schema: adminProductSchema },
  'PUT /api/admin/products/:id': { status: 200, schema: adminProductSchema },
  'PUT /api/admin/products/:id/variants': { status: 200, schema: adminProductSchema },
  'POST /api/admin/products/:id/archive': { status: 200, schema: adminProductSchema },
  'POST /api/admin/products/:id/restore': { status: 200, schema: adminProductSchema },
  'POST /api/admin/products/:id/move': { status: 200, schema: adminProductSchema },
  'POST /api/admin/products/:id/images': { status: 201, schema: adminProductSchema },
  'DELETE /api/admin/products/:id/images/:imageId': { status: 200, schema: adminProductSchema },
  'POST /api/admin/products/:id/images/reorder': { status: 200, schema: adminProductSchema },
  'GET /api/admin/reviews': { status: 200, schema: adminReviewListSchema },
  'POST /api/admin/reviews/:id/publish': { status: 200, schema: adminReviewSchema },
  'POST /api/admin/reviews/:id/hide': { status: 200, schema: adminReviewSchema },
  'POST /api/admin/reviews/:id/reply': { status: 200, schema: adminReviewSchema },
  'GET /api/admin/blogs': { status: 200, schema: adminBlogListSchema },
  'GET /api/admin/blogs/:id': { status: 200, schema: adminBlogSchema },
  'POST /api/admin/blogs': { status: 201, schema: adminBlogSchema },
  'PUT /api/admin/blogs/:id': { status: 200, schema: adminBlogSchema },
  'PUT /api/admin/blogs/:id/image': { status: 200, schema: adminBlogSchema },
  'DELETE /api/admin/blogs/:id/image': { status: 200, schema: adminBlogSchema },
  'POST /api/admin/blogs/:id/publish': { status: 200, schema: adminBlogSchema },
  'POST /api/admin/blogs/:id/unpublish': { status: 200, schema: adminBlogSchema },
  'GET /api/admin/pages': { status: 200, schema: adminPolicyPageListSchema },
  'PUT /api/admin/pages/:slug': { status: 200, schema: adminPolicyPageSchema },
  'GET /api/admin/coupons': { status: 200, schema: adminCouponListSchema },
  'POST /api/admin/coupons': { status: 201, schema: adminCouponSchema },
  'PUT /api/admin/coupons/:id': { status: 200, schema: adminCouponSchema },
  'POST /api/admin/coupons/:id/deactivate': { status: 200, schema: adminCouponSchema },
  'GET /api/admin/messages': { status: 200, schema: adminMessageListSchema },
  'POST /api/admin/messages/:id/read': { status: 200, schema: contactMessageSchema },
  'POST /api/admin/messages/:id/replied': { status: 200, schema: contactMessageSchema },
  'GET /api/admin/settings': { status: 200, schema: adminSettingsSchema },
  'PUT /api/admin/settings': { status: 200, schema: adminSettingsSchema },
  'GET /api/admin/me': { status: 200, schema: adminProfileSchema },
  'GET /api/admin/staff': { status: 200, schema: staffListSchema },
  // 200 when the account joined the staff at once; 202 (successWith in api-mock) when the address was invited.
  'POST /api/admin/staff': { status: 200, schema: messageAnswerSchema },
  'DELETE /api/admin/staff/:id': { status: 200, schema: messageAnswerSchema },
  'DELETE /api/admin/staff/invitations/:email': { status: 200, schema: messageAnswerSchema },
  'GET /api/admin/audit': { status: 200, schema: auditLogSchema },
  'GET /api/admin/releases': { status: 200, schema: releasesOverviewSchema },
  'POST /api/admin/releases/:app/rollback': { status: 200, schema: releaseRollbackAnswerSchema },
  'POST /api/admin/releases/restore': { status: 200, schema: releaseRestoreAnswerSchema },
} as const satisfies Record<string, { status: number; schema: v.GenericSchema }>;
