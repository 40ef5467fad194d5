import {
  mostPopularTitleSchema,
  newArrivalsTitleSchema,
  shippingSettingsSchema,
} from '@brass/shared/contracts/catalog';
import { pricingSettingsSchema } from '@brass/shared/contracts/checkout';
import { shopContactSchema } from '@brass/shared/contracts/content';
import { settingsTag, tagReply } from '../../lib/cache-tags.js';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import type { SettingsService } from './service.js';

// Every answer comes from the service's cache of answers: it is turned into JSON once per answer.
const serializerCompiler = cachedJsonSerializer;

export const settingsRoutes: FastifyPluginAsyncValibot<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  // Every answer here is made of settings, and any settings change may change it.
  app.addHook('onRequest', async (_request, reply) => tagReply(reply, [settingsTag]));
  app.get(
    '/api/settings/most-popular-title',
    { schema: { tags: ['settings'], response: { 200: mostPopularTitleSchema } }, serializerCompiler },
    () => service.pick('mostPopularTitle'),
  );
  app.get(
    '/api/settings/new-arrivals-title',
    { schema: { tags: ['settings'], response: { 200: newArrivalsTitleSchema } }, serializerCompiler },
    () => service.pick('newArrivalsTitle'),
  );
  app.get(
    '/api/settings/shipping-settings',
    { schema: { tags: ['settings'], response: { 200: shippingSettingsSchema } }, serializerCompiler },
    () => service.pick('shippingText', 'shippingEmoji1', 'shippingEmoji2'),
  );
  app.get(
    '/api/settings/shop-contact',
    {
      schema: {
        tags: ['settings'],
        summary: "The shop's address, phone, WhatsApp number, email and GSTIN; null where none is given",
        response: { 200: shopContactSchema },
      },
      serializerCompiler,
    },
    () => service.shopContact(),
  );
  app.get(
    '/api/settings/pricing',
    {
      schema: {
        tags: ['settings'],
        summary:
          "The tax rate (percent), the cart page's delivery fee and the free-delivery threshold (rupees; null: never free) the server prices orders with, the owner's approximate exchange rates with the day each was set, and whether exports are zero-rated under a letter of undertaking",
        response: { 200: pricingSettingsSchema },
      },
      serializerCompiler,
    },
    () => service.shownPricing(),
  );
};
