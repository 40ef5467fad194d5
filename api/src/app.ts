/**
 * Builds the Fastify app: cross-cutting plugins first, then one plugin per module. The caller owns the
 * database (opens, migrates and closes it); tests call `buildApp` and use `app.inject`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pricingOf } from '@brass/shared/pricing';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { HttpMetrics } from '@brass/composer/observability/http-metrics';
import { REQUEST_ID_HEADER, requestIdOf } from '@brass/composer/observability/request-id';
import Fastify, { type FastifyInstance } from 'fastify';
import { backgroundJobs, type PeriodicJob } from './background-jobs.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import {
  serializerCompiler,
  validatorCompiler,
  type ValibotTypeProvider,
} from './lib/valibot-type-provider.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { AddressRepository } from './modules/addresses/repository.js';
import { AddressService } from './modules/addresses/service.js';
import { DashboardService } from './modules/admin/dashboard.js';
import { adminRoutes } from './modules/admin/routes.js';
import { AdminService } from './modules/admin/service.js';
import { StuckWorkService } from './modules/admin/stuck-work.js';
import { AuditService } from './modules/audit/service.js';
import { BlogAdminRepository } from './modules/blog/admin-repository.js';
import { BlogAdminService } from './modules/blog/admin-service.js';
import { blogRoutes } from './modules/blog/routes.js';
import { BlogRepository } from './modules/blog/repository.js';
import { BlogService } from './modules/blog/service.js';
import { ChangeFeed } from './modules/changes/change-feed.js';
import { changeListenerOf } from './modules/changes/database-listener.js';
import { forgetCachedAnswersOnChange } from './modules/changes/forget-cached-answers.js';
import { changeRoutes } from './modules/changes/routes.js';
import { CashOnDeliveryOrders } from './modules/checkout/cash-on-delivery.js';
import { CheckoutJobs } from './modules/checkout/jobs.js';
import { PaidOrders } from './modules/checkout/paid-order.js';
import { PlaceOrder } from './modules/checkout/place-order.js';
import { CheckoutQuote } from './modules/checkout/quote.js';
import { CheckoutRepository } from './modules/checkout/repository.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { ShipmentRepository } from './modules/checkout/shipment-repository.js';
import { ShipmentDispatcher } from './modules/checkout/shipments.js';
import { ProductAdminRepository } from './modules/catalog/admin-repository.js';
import { ProductAdminService } from './modules/catalog/admin-service.js';
import { FilesystemImageStore, UPLOADED_IMAGES_PREFIX } from './modules/images/filesystem-image-store.js';
import type { ImageStore } from './modules/images/image-store.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { S3ImageStore } from './modules/images/s3-image-store.js';
import { CatalogRepository } from './modules/catalog/repository.js';
import { CatalogService } from './modules/catalog/service.js';
import { clientErrorRoutes } from './modules/client-errors/routes.js';
import { ClientErrorRepository } from './modules/client-errors/repository.js';
import { ClientErrorService } from './modules/client-errors/service.js';
import { InboxRepository } from './modules/contact/admin-repository.js';
import { InboxService } from './modules/contact/admin-service.js';
import { contactRoutes } from './modules/contact/routes.js';
import { ContactRepository } from './modules/contact/repository.js';
import { ContactService } from './modules/contact/service.js';
import { feedRoutes } from './modules/feeds/routes.js';
import { FeedsService } from './modules/feeds/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { InvoiceRenderer } from './modules/invoices/invoice-rendering.js';
import { InvoiceRepository } from './modules/invoices/repository.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { RefundMail } from './modules/invoices/refund-mail.js';
import { InvoiceService } from './modules/invoices/service.js';
import { PackingSlipRepository } from './modules/packing-slips/repository.js';
import { PackingSlipService } from './modules/packing-slips/service.js';
import { ShippingPaperRepository } from './modules/shipping-papers/repository.js';
import { ShippingPaperService } from './modules/shipping-papers/service.js';
import { MailJobs } from './modules/mail/jobs.js';
import { MailOutboxRepository } from './modules/mail/repository.js';
import { MailRetention } from './modules/mail/retention.js';
import { MailSender } from './modules/mail/sender.js';
import { MailService } from './modules/mail/service.js';
import { createSmtpTransport } from './modules/mail/transport.js';
import { OrderMailRepository } from './modules/order-mail/repository.js';
import { OrderMailService } from './modules/order-mail/service.js';
import { OrderRepository } from './modules/orders/repository.js';
import { OrderAdminRepository } from './modules/orders/admin-repository.js';
import { OrderAdminService } from './modules/orders/admin-service.js';
import { OrderCancellation } from './modules/orders/cancellation.js';
import { orderRoutes } from './modules/orders/routes.js';
import { RestockAlertMail } from './modules/restock-alerts/mail-pass.js';
import { RestockAlertRepository } from './modules/restock-alerts/repository.js';
import { restockAlertRoutes } from './modules/restock-alerts/routes.js';
import { RestockAlertRetention } from './modules/restock-alerts/retention.js';
import { RestockAlertService } from './modules/restock-alerts/service.js';
import { ReturnAdminService } from './modules/returns/admin-service.js';
import { ReturnRepository } from './modules/returns/repository.js';
import { returnRoutes } from './modules/returns/routes.js';
import { ReturnService } from './modules/returns/service.js';
import { OrderService } from './modules/orders/service.js';
import { OrdersCache } from './modules/orders/orders-cache.js';
import { CouponRepository } from './modules/coupons/repository.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { CouponService } from './modules/coupons/service.js';
import { PolicyPageRepository } from './modules/pages/repository.js';
import { pageRoutes } from './modules/pages/routes.js';
import { PolicyPageService } from './modules/pages/service.js';
import { RazorpayClient } from './modules/payments/razorpay-client.js';
import { PaymentReconciliation } from './modules/payments/reconciliation.js';
import { PaymentRepository } from './modules/payments/repository.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { PaymentService } from './modules/payments/service.js';
import { SoldOutRefunds } from './modules/payments/sold-out-refunds.js';
import { pincodeRoutes } from './modules/pincodes/routes.js';
import { PincodeService } from './modules/pincodes/service.js';
import { openReleasesFolder } from './modules/releases/repository.js';
import { ReleasesService } from './modules/releases/service.js';
import { ReviewRepository } from './modules/reviews/repository.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { ReviewService } from './modules/reviews/service.js';
import { ShippingRepository } from './modules/shipping/repository.js';
import { shippingRoutes } from './modules/shipping/routes.js';
import { ShippingService } from './modules/shipping/service.js';
import { ShiprocketClient } from './modules/shipping/shiprocket-client.js';
import { SessionRepository } from './modules/sessions/repository.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { SessionService } from './modules/sessions/service.js';
import { SettingsAdminService } from './modules/settings/admin-service.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { SettingsRepository } from './modules/settings/repository.js';
import { SettingsService } from './modules/settings/service.js';
import { StockRepository } from './modules/stock/repository.js';
import { StockService } from './modules/stock/service.js';
import { EmailConfirmationService } from './modules/users/email-confirmation.js';
import { createGoogleVerifier } from './modules/users/google.js';
import { PasswordResetService } from './modules/users/password-reset.js';
import { PasswordResetRepository } from './modules/users/password-reset-repository.js';
import { userRoutes } from './modules/users/routes.js';
import { StaffService } from './modules/users/staff.js';
import { UserRepository } from './modules/users/repository.js';
import { UserService } from './modules/users/service.js';
import { WishlistRepository } from './modules/wishlist/repository.js';
import { wishlistRoutes } from './modules/wishlist/routes.js';
import { WishlistService } from './modules/wishlist/service.js';
import { authentication, createSessionTokens } from './plugins/auth.js';
import { apiDocs } from './plugins/docs.js';
import { LoginAttempts } from './plugins/login-attempts.js';
import { answerError, errorHandling } from './plugins/errors.js';
import { readJobQueues } from './plugins/job-queues.js';
import { watchJobQueues } from './plugins/job-queue-gauges.js';
import { createApiMetrics, type ApiMetrics } from './plugins/metrics.js';
import { watchPool } from './plugins/pool-gauges.js';
import { security } from './plugins/security.js';

export const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

declare module 'fastify' {
  interface FastifyInstance {
    /** Every periodic job (`background-jobs.ts`); `server.ts` starts them. */
    periodicJobs: readonly PeriodicJob[];
    /** The registry `server.ts` serves on METRICS_PORT. */
    metrics: ApiMetrics;
  }
}

export interface BuildAppOptions {
  /** Its queries, and its change feed's listener. */
  database: Database;
  config: AppConfig;
}

export async function buildApp({ database, config }: BuildAppOptions) {
  const { db } = database;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    // The composition server's id for the page a call is made for, when it sent one that is safe to
    // log, so that the API's lines of that page carry it; a new id otherwise.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    bodyLimit: 100 * 1024,
    trustProxy: config.trustProxy,
    // Long enough for any id a URL can carry (Node limits headers to 16 KiB), so that an absurd
    // product id is a 404 'Product not found' rather than an unmatched route.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Malformed URLs (bad percent-encoding) fail in the router, before the error handler is set up
    // for the route; answer them in the same shape.
    frameworkErrors: (error, request, reply) => {
      void answerError(error, request, reply);
    },
  }).withTypeProvider<ValibotTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  const metrics = createApiMetrics();
  app.decorate('metrics', metrics);
  new HttpMetrics(metrics.registry).record(app);
  if (database.driver === 'postgres') watchPool(metrics.registry, database.pool);
  watchJobQueues(metrics.registry, () => readJobQueues(db), app.log);

  await app.register(errorHandling);
  await app.register(security, { config, db });
  await app.register(apiDocs, { config });
  const tokens = createSessionTokens(config.jwt);
  const sessions = new SessionService(
    new SessionRepository(db),
    tokens,
    config.refreshTokenTtlSeconds,
    app.log,
    config.jwt.secret,
  );
  await app.register(authentication, {
    tokens,
    sessionUser: sessions.sessionUser,
    cachedSessionUser: sessions.cachedSessionUser,
  });
  await app.register(fastifyCookie);

  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    // Artwork files are never rewritten under the same name (see seed/render-images.ts).
    immutable: true,
    maxAge: '365d',
    index: false,
    // @fastify/swagger-ui registers @fastify/static too; only one may decorate the reply.
    decorateReply: false,
  });

  const imageStore = await openImageStore(app, config.imageStore);

  await app.register(healthRoutes, { db });
  const catalog = new CatalogService(new CatalogRepository(db), imageStore);
  await app.register(catalogRoutes, { service: catalog });
  // TAX_RATE is the shop's tax rate until the owner sets one in the back office.
  const defaultPricing = pricingOf(config.taxRate);
  const settings = new SettingsService(new SettingsRepository(db), defaultPricing);
  await app.register(settingsRoutes, { service: settings });
  const blog = new BlogService(new BlogRepository(db));
  await app.register(blogRoutes, { service: blog });
  await app.register(contactRoutes, { service: new ContactService(new ContactRepository(db)) });
  const pincodes = new PincodeService();
  await app.register(pincodeRoutes, { service: pincodes });
  await app.register(addressRoutes, { service: new AddressService(new AddressRepository(db)) });
  const audit = new AuditService(db);
  const reviews = new ReviewService(new ReviewRepository(db), imageStore, audit, app.log);
  await app.register(reviewRoutes, { service: reviews });
  const policyPages = new PolicyPageService(new PolicyPageRepository(db), audit);
  await app.register(pageRoutes, { service: policyPages });
  const feeds = new FeedsService(catalog, blog, policyPages, {
    shop: config.publicShopOrigin,
    images: config.publicApiOrigin,
  });
  await app.register(feedRoutes, { service: feeds });
  const changes = new ChangeFeed(changeListenerOf(database), app.log);
  forgetCachedAnswersOnChange(changes, { catalog, settings, blog, policyPages, feeds });
  await app.register(changeRoutes, { feed: changes, maxStreams: config.maxChangeStreams });
  // Ready once the feed listens (or its first attempt failed and it is trying again).
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', () => changes.stop());
  const releasesFolder = await openReleasesFolder(config);
  app.addHook('onClose', async () => releasesFolder?.close());
  const clientErrors = new ClientErrorService(new ClientErrorRepository(db));
  await app.register(clientErrorRoutes, { service: clientErrors });
  const mailTransport = createSmtpTransport(config.mail.smtpUrl, config.mail.from);
  app.addHook('onClose', () => mailTransport.close());
  const verifyGoogleToken = createGoogleVerifier(config.google, app.log);
  const userRepository = new UserRepository(db);
  const staff = new StaffService(userRepository, audit, new MailService(), config.publicShopOrigin);
  const confirmations = new EmailConfirmationService(
    userRepository,
    new MailService(),
    config.publicShopOrigin,
    staff,
  );
  const users = new UserService(userRepository, sessions, verifyGoogleToken, confirmations, staff);
  const passwordResets = new PasswordResetService(
    userRepository,
    new PasswordResetRepository(db),
    new MailService(),
    config.publicShopOrigin,
  );
  await app.register(userRoutes, {
    service: users,
    confirmations,
    passwordResets,
    loginAttempts: new LoginAttempts(db),
  });
  const invoiceRenderer = new InvoiceRenderer(app.log);
  app.addHook('onClose', () => invoiceRenderer.close());
  const invoiceRepository = new InvoiceRepository(db);
  const invoices = new InvoiceService(invoiceRepository, settings, invoiceRenderer);
  await app.register(invoiceRoutes, { service: invoices });
  const orderMailRepository = new OrderMailRepository(db);
  const orderMail = new OrderMailService(
    orderMailRepository,
    invoices,
    new MailService(),
    config.publicShopOrigin,
    app.log,
  );
  const restockAlerts = new RestockAlertRepository(db);
  await app.register(restockAlertRoutes, { service: new RestockAlertService(restockAlerts) });
  // server.ts starts the sender; tests run it by hand. Each pass first answers the password resets asked
  // for and queues the mail of orders placed or shipped, and of pieces back in stock, since the last pass.
  const outbox = new MailOutboxRepository(db);
  app.decorate(
    'mailJobs',
    new MailJobs(new MailSender(outbox, mailTransport, app.log, metrics.mails), app.log, [
      passwordResets,
      orderMail,
      new RestockAlertMail(restockAlerts, new MailService(), config.publicShopOrigin, app.log),
      new RefundMail(invoiceRepository, invoices, new MailService(), config.publicShopOrigin, app.log),
    ]),
  );
  await app.register(sessionRoutes, { sessions, users });

  const shipping = new ShippingService(
    new ShippingRepository(db),
    new ShiprocketClient(config.shiprocket),
    { pickupPincode: config.pickupPincode, pickupLocation: config.shiprocket.pickupLocation },
    app.log,
  );
  const razorpay = new RazorpayClient(config.razorpay);
  const stock = new StockService(new StockRepository(db));
  const paymentRepository = new PaymentRepository(db);
  const payments = new PaymentService(paymentRepository, razorpay, config, app.log);
  const ordersCache = new OrdersCache();
  const orders = new OrderService(new OrderRepository(db), shipping, ordersCache);
  const shipments = new ShipmentDispatcher(
    new ShipmentRepository(db),
    orders,
    shipping,
    ordersCache,
    app.log,
    config.shipmentRetryIntervalMs,
  );
  const soldOut = new SoldOutRefunds(
    paymentRepository,
    razorpay,
    new MailService(),
    config.publicShopOrigin,
    app.log,
  );
  await app.register(shippingRoutes, { service: shipping, tracker: orders });
  const checkout = new CheckoutRepository(db);
  const coupons = new CouponService(new CouponRepository(db), audit);
  const checkoutQuote = new CheckoutQuote(shipping, checkout, settings, coupons, app.log);
  await app.register(couponRoutes, { pricing: checkoutQuote });
  const placeOrder = new PlaceOrder(
    checkoutQuote,
    stock,
    payments,
    soldOut,
    new PaidOrders(checkout, orders, stock, coupons, soldOut, ordersCache, app.log, metrics.ordersPlaced),
    new CashOnDeliveryOrders(checkout, orders, stock, coupons, settings, ordersCache, metrics.ordersPlaced),
    orders,
    shipments,
    app.log,
  );
  await app.register(checkoutRoutes, { placeOrder });
  await app.register(paymentRoutes, { service: payments, checkout: placeOrder });
  await app.register(wishlistRoutes, { service: new WishlistService(new WishlistRepository(db)) });
  const orderAdmin = new OrderAdminService(
    new OrderAdminRepository(db),
    razorpay,
    shipments,
    shipping,
    audit,
    ordersCache,
    settings,
    invoices,
    new MailService(),
    config.publicShopOrigin,
    app.log,
  );
  const cancellation = new OrderCancellation(
    new OrderRepository(db),
    orderAdmin,
    new MailService(),
    config.publicShopOrigin,
  );
  await app.register(orderRoutes, { service: orders, cancellation });
  const returnRepository = new ReturnRepository(db);
  await app.register(returnRoutes, {
    service: new ReturnService(
      returnRepository,
      imageStore,
      settings,
      new MailService(),
      audit,
      config.publicShopOrigin,
      app.log,
    ),
  });
  const stuckWork = new StuckWorkService(outbox, orderMailRepository, shipments);
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    service: new AdminService(users),
    staff,
    audit,
    orders: orderAdmin,
    packingSlips: new PackingSlipService(new PackingSlipRepository(db), settings, invoiceRenderer),
    shippingPapers: new ShippingPaperService(
      new ShippingPaperRepository(db),
      // The staff wait for a file, not a shopper at checkout: Shiprocket may take longer than for a quote.
      new ShiprocketClient(config.shiprocket, 20_000),
      audit,
      app.log,
    ),
    invoices,
    returns: new ReturnAdminService(
      returnRepository,
      orderAdmin,
      shipping,
      settings,
      pincodes,
      imageStore,
      new MailService(),
      audit,
      config.publicShopOrigin,
      config.pickupPincode,
      app.log,
    ),
    products: new ProductAdminService(new ProductAdminRepository(db), imageStore, audit, catalog, app.log),
    blogs: new BlogAdminService(new BlogAdminRepository(db), imageStore, audit, blog, app.log),
    pages: policyPages,
    coupons,
    inbox: new InboxService(new InboxRepository(db), audit),
    settings: new SettingsAdminService(new SettingsRepository(db), audit, defaultPricing, settings),
    dashboard: new DashboardService(orderAdmin, new CatalogRepository(db), clientErrors, stuckWork),
    stuckWork,
    releases: new ReleasesService(releasesFolder, audit, users, clientErrors),
    reviews,
  });
  // server.ts starts the jobs; tests run them by hand. Closing waits for shipments being booked.
  const reconciliation = new PaymentReconciliation(paymentRepository, razorpay, soldOut, placeOrder, app.log);
  app.decorate('paymentReconciliation', reconciliation);
  app.decorate('checkoutJobs', new CheckoutJobs(shipments, shipping, app.log));
  app.addHook('onClose', () => shipments.drain());
  app.decorate(
    'periodicJobs',
    backgroundJobs({
      config,
      mailJobs: app.mailJobs,
      mailRetention: new MailRetention(outbox, config.mail.retentionDays),
      restockAlertRetention: new RestockAlertRetention(restockAlerts, config.mail.retentionDays),
      checkoutJobs: app.checkoutJobs,
      clientErrors,
      reconciliation,
    }),
  );
  return app;
}

/**
 * Where uploaded images (product photos, blog posts' images) go. The folder is served like the
 * seeded artwork, under its own prefix, so that uploads never mix with the committed files of
 * public/images.
 */
async function openImageStore(app: FastifyInstance, config: AppConfig['imageStore']): Promise<ImageStore> {
  if (config.kind === 's3') {
    const store = new S3ImageStore(config);
    app.addHook('onClose', () => store.close());
    return store;
  }
  await mkdir(config.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.dir,
    prefix: UPLOADED_IMAGES_PREFIX,
    // An image's files are never rewritten under the same name (a new upload gets a new stem).
    immutable: true,
    maxAge: '365d',
    index: false,
    decorateReply: false,
  });
  return new FilesystemImageStore(config.dir);
}

export type App = Awaited<ReturnType<typeof buildApp>>;
