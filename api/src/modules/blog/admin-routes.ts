import {
  adminBlogListSchema,
  adminBlogSchema,
  blogPostBodySchema,
  errorBodySchema,
  idParamSchema,
} from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import type { BlogAdminService } from './admin-service.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';

/**
 * The back office's blog routes. Registered inside the /api/admin scope, whose hooks let only staff
 * and the owner through; nothing here checks who is calling again.
 */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ service: BlogAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/blogs',
    {
      schema: {
        ...adminRoute,
        summary: 'Every blog post, drafts included, newest first',
        response: { 200: adminBlogListSchema, ...adminRefusals },
      },
    },
    () => service.list(),
  );

  app.get(
    '/blogs/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'One post to edit, with its preview as the shop would show it',
        params: idParamSchema,
        response: { 200: adminBlogSchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.post(
    '/blogs',
    {
      schema: {
        ...adminRoute,
        summary: 'Writes a new post, as a draft',
        body: blogPostBodySchema,
        response: { 201: adminBlogSchema, 400: errorBodySchema, ...adminRefusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  app.put(
    '/blogs/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'Replaces the title, paragraphs and image of a post',
        params: idParamSchema,
        body: blogPostBodySchema,
        response: { 200: adminBlogSchema, 400: errorBodySchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  const publication = {
    ...adminRoute,
    params: idParamSchema,
    response: { 200: adminBlogSchema, 404: errorBodySchema, 409: errorBodySchema, ...adminRefusals },
  };

  app.post(
    '/blogs/:id/publish',
    { schema: { ...publication, summary: 'Publishes a draft in the shop from now on' } },
    (request) => service.publish(currentUser(request).id, request.params.id),
  );

  app.post(
    '/blogs/:id/unpublish',
    { schema: { ...publication, summary: 'Takes a published post out of the shop, back to a draft' } },
    (request) => service.unpublish(currentUser(request).id, request.params.id),
  );
};
