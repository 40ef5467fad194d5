import {
  adminDashboardSchema,
  adminProfileSchema,
  auditLogSchema,
  auditQuerySchema,
  inviteStaffBodySchema,
  staffListSchema,
} from '@brass/shared/contracts/admin';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import type { AuditService } from '../audit/service.js';
import { blogAdminRoutes } from '../blog/admin-routes.js';
import type { BlogAdminService } from '../blog/admin-service.js';
import { productAdminRoutes } from '../catalog/admin-routes.js';
import type { ProductAdminService } from '../catalog/admin-service.js';
import { inboxAdminRoutes } from '../contact/admin-routes.js';
import { couponAdminRoutes } from '../coupons/admin-routes.js';
import type { CouponService } from '../coupons/service.js';
import type { InboxService } from '../contact/admin-service.js';
import { invoiceAdminRoutes } from '../invoices/admin-routes.js';
import type { InvoiceService } from '../invoices/service.js';
import { orderAdminRoutes } from '../orders/admin-routes.js';
import type { OrderAdminService } from '../orders/admin-service.js';
import { packingSlipAdminRoutes } from '../packing-slips/admin-routes.js';
import type { PackingSlipService } from '../packing-slips/service.js';
import { shippingPaperAdminRoutes } from '../shipping-papers/admin-routes.js';
import type { ShippingPaperService } from '../shipping-papers/service.js';
import { returnAdminRoutes } from '../returns/admin-routes.js';
import type { ReturnAdminService } from '../returns/admin-service.js';
import { pageAdminRoutes } from '../pages/admin-routes.js';
import type { PolicyPageService } from '../pages/service.js';
import { releaseAdminRoutes } from '../releases/routes.js';
import type { ReleasesService } from '../releases/service.js';
import { reviewAdminRoutes } from '../reviews/admin-routes.js';
import type { ReviewService } from '../reviews/service.js';
import { settingsAdminRoutes } from '../settings/admin-routes.js';
import type { SettingsAdminService } from '../settings/admin-service.js';
import type { StaffService } from '../users/staff.js';
import { ownerOnly, staffOnly } from './access.js';
import type { DashboardService } from './dashboard.js';
import type { AdminService } from './service.js';
import { adminRefusals, adminRoute } from './route-schema.js';
import { stuckWorkRoutes } from './stuck-work-routes.js';
import type { StuckWorkService } from './stuck-work.js';

const messageSchema = v.object({ message: v.string() });

interface AdminRoutesOptions {
  service: AdminService;
  staff: StaffService;
  audit: AuditService;
  orders: OrderAdminService;
  packingSlips: PackingSlipService;
  shippingPapers: ShippingPaperService;
  invoices: InvoiceService;
  returns: ReturnAdminService;
  products: ProductAdminService;
  blogs: BlogAdminService;
  pages: PolicyPageService;
  coupons: CouponService;
  inbox: InboxService;
  settings: SettingsAdminService;
  dashboard: DashboardService;
  stuckWork: StuckWorkService;
  releases: ReleasesService;
  reviews: ReviewService;
}

/**
 * Every back-office route, under /api/admin. The sign-in and staff checks are hooks of this scope, so
 * a route added here cannot forget them: without a valid token it answers 401, for a shopper 403.
 * What only the owner decides adds `ownerOnly` (the role matrix of docs/security.md).
 */
export const adminRoutes: FastifyPluginAsyncValibot<AdminRoutesOptions> = async (
  app,
  {
    service,
    staff,
    audit,
    orders,
    packingSlips,
    shippingPapers,
    invoices,
    returns,
    products,
    blogs,
    pages,
    coupons,
    inbox,
    settings,
    dashboard,
    stuckWork,
    releases,
    reviews,
  },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', staffOnly);
  // Registered after the hooks, so the hooks hold for the domain routes too.
  await app.register(orderAdminRoutes, { service: orders });
  await app.register(packingSlipAdminRoutes, { service: packingSlips });
  await app.register(shippingPaperAdminRoutes, { service: shippingPapers });
  await app.register(invoiceAdminRoutes, { service: invoices });
  await app.register(returnAdminRoutes, { service: returns });
  await app.register(productAdminRoutes, { service: products });
  await app.register(blogAdminRoutes, { service: blogs });
  await app.register(pageAdminRoutes, { service: pages });
  await app.register(couponAdminRoutes, { service: coupons });
  await app.register(inboxAdminRoutes, { service: inbox });
  await app.register(settingsAdminRoutes, { service: settings });
  await app.register(stuckWorkRoutes, { service: stuckWork });
  await app.register(releaseAdminRoutes, { service: releases });
  await app.register(reviewAdminRoutes, { service: reviews });

  app.get(
    '/me',
    {
      schema: {
        ...adminRoute,
        summary: 'The signed-in member of staff',
        response: { 200: adminProfileSchema, ...adminRefusals },
      },
    },
    (request) => service.profile(currentUser(request)),
  );

  app.get(
    '/dashboard',
    {
      schema: {
        ...adminRoute,
        summary:
          "Today's and this month's orders and revenue, what waits to ship, low stock, page errors, parked mail and stranded shipments",
        response: { 200: adminDashboardSchema, ...adminRefusals },
      },
    },
    () => dashboard.dashboard(),
  );

  const manageStaff = ownerOnly('manage the staff');

  app.get(
    '/staff',
    {
      onRequest: manageStaff,
      schema: {
        ...adminRoute,
        summary: 'The staff, and the addresses invited to join',
        response: { 200: staffListSchema, ...adminRefusals },
      },
    },
    () => staff.list(),
  );

  app.post(
    '/staff',
    {
      onRequest: manageStaff,
      schema: {
        ...adminRoute,
        summary:
          'Adds a member of staff by email: at once if their account proved the address, else by an invitation mail',
        body: inviteStaffBodySchema,
        response: {
          200: messageSchema,
          202: messageSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
      const { added, message } = await staff.add(currentUser(request).id, request.body.email);
      return reply.code(added ? 200 : 202).send({ message });
    },
  );

  app.delete(
    '/staff/:id',
    {
      onRequest: manageStaff,
      schema: {
        ...adminRoute,
        summary: 'Makes a member of staff a shopper again',
        params: idParamSchema,
        response: { 200: messageSchema, 404: errorBodySchema, 409: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => staff.remove(currentUser(request).id, request.params.id),
  );

  app.delete(
    '/staff/invitations/:email',
    {
      onRequest: manageStaff,
      schema: {
        ...adminRoute,
        summary: 'Withdraws an invitation to the staff that was not taken up yet',
        params: v.object({ email: v.pipe(v.string(), v.maxLength(254)) }),
        response: { 200: messageSchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => staff.withdrawInvitation(currentUser(request).id, request.params.email),
  );

  app.get(
    '/audit',
    {
      schema: {
        ...adminRoute,
        summary:
          'A page of the audit log, newest first, narrowed to a subject and to words; the changes of the staff itself only to the owner, as the staff list',
        querystring: auditQuerySchema,
        response: { 200: auditLogSchema, 400: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => audit.page({ staffChanges: currentUser(request).role === 'owner' }, request.query),
  );
};
