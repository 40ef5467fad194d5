/**
 * The API's routes the apps call, each as 'METHOD /path' (`:name` is a path parameter, as Fastify
 * writes it) with the status and the schema of its success answer. An error answer of any route is an
 * `errorBodySchema`. The API's tests check that every route here is one it registers, answering this
 * schema; the apps' tests answer their calls through it (`@brass/shared/testing/api-mock`), so a
 * mocked answer cannot drift from what the API sends. It lives with the test helpers: no app needs it
 * at run time, so it is no part of what the apps load from @brass/shared.
 */
import { z } from 'zod';
import {
  adminDashboardSchema,
  adminOrderDetailSchema,
  adminOrderListSchema,
  blogSchema,
  calculateShippingResponseSchema,
  clientErrorAcceptedSchema,
  contactResponseSchema,
  currentUserResponseSchema,
  emailConfirmationAnswerSchema,
  logoutResponseSchema,
  mostPopularTitleSchema,
  newArrivalsTitleSchema,
  orderSchema,
  paymentOrderResponseSchema,
  placeOrderResponseSchema,
  productPageSchema,
  productSchema,
  registerResponseSchema,
  sessionSchema,
  shippingSettingsSchema,
  trackingResponseSchema,
  verifyPaymentResponseSchema,
} from '@brass/shared/contract';

export const apiRoutes = {
  // The whole list without a query, one page with any of page, limit, category, q or sort.
  'GET /api/products': { status: 200, schema: z.union([z.array(productSchema), productPageSchema]) },
  'GET /api/products/:id': { status: 200, schema: productSchema },
  'GET /api/most-popular': { status: 200, schema: z.array(productSchema) },
  'GET /api/settings/most-popular-title': { status: 200, schema: mostPopularTitleSchema },
  'GET /api/settings/new-arrivals-title': { status: 200, schema: newArrivalsTitleSchema },
  'GET /api/settings/shipping-settings': { status: 200, schema: shippingSettingsSchema },
  'GET /api/blogs': { status: 200, schema: z.array(blogSchema) },
  'GET /api/blogs/:id': { status: 200, schema: blogSchema },
  'POST /api/contact': { status: 201, schema: contactResponseSchema },
  'POST /api/client-errors': { status: 202, schema: clientErrorAcceptedSchema },
  'POST /api/users/register': { status: 201, schema: registerResponseSchema },
  'POST /api/users/login': { status: 200, schema: sessionSchema },
  'POST /users/google-login': { status: 200, schema: sessionSchema },
  'GET /api/users/me': { status: 200, schema: currentUserResponseSchema },
  'POST /api/users/confirm-email': { status: 200, schema: emailConfirmationAnswerSchema },
  'POST /api/users/confirm-email/resend': { status: 202, schema: emailConfirmationAnswerSchema },
  'POST /api/users/refresh': { status: 200, schema: sessionSchema },
  'POST /api/users/logout': { status: 200, schema: logoutResponseSchema },
  'POST /api/shiprocket/calculate-shipping': { status: 200, schema: calculateShippingResponseSchema },
  'GET /api/shiprocket/track/:awb': { status: 200, schema: trackingResponseSchema },
  'POST /api/razorpay/create-order': { status: 200, schema: paymentOrderResponseSchema },
  'POST /api/razorpay/verify-payment': { status: 200, schema: verifyPaymentResponseSchema },
  // 201 for a new order; a replay of the same payment answers the same order with 200.
  'POST /api/orders/': { status: 201, schema: placeOrderResponseSchema },
  'GET /api/orders/getorders': { status: 200, schema: z.array(orderSchema) },
  'GET /api/admin/dashboard': { status: 200, schema: adminDashboardSchema },
  'GET /api/admin/orders': { status: 200, schema: adminOrderListSchema },
  'GET /api/admin/orders/:id': { status: 200, schema: adminOrderDetailSchema },
  'POST /api/admin/orders/:id/status': { status: 200, schema: adminOrderDetailSchema },
  'POST /api/admin/orders/:id/refunds': { status: 200, schema: adminOrderDetailSchema },
} as const satisfies Record<string, { status: number; schema: z.ZodType }>;
