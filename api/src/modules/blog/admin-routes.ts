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

/**
 * The back office's blog routes. Registered inside the /api/admin scope, whose hooks let only staff
 * and the owner through; nothing here checks who is calling again.
 */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ service: BlogAdminService }> = async (
  app,
  { service },
) => {
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const refusals = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/blogs',
    {
      schema: {
        tags,
        security,
        summary: 'Every blog post, drafts included, newest first',
        response: { 200: adminBlogListSchema, ...refusals },
      },
    },
    () => service.list(),
  );

  app.get(
    '/blogs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One post to edit, with its preview as the shop would show it',
        params: idParamSchema,
        response: { 200: adminBlogSchema, 404: errorBodySchema, ...refusals },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.post(
    '/blogs',
    {
      schema: {
        tags,
        security,
        summary: 'Writes a new post, as a draft',
        body: blogPostBodySchema,
        response: { 201: adminBlogSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  app.put(
    '/blogs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the title, paragraphs and image of a post',
        params: idParamSchema,
        body: blogPostBodySchema,
        response: { 200: adminBlogSchema, 400: errorBodySchema, 404: errorBodySchema, ...refusals },
      },
    },
    (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  const publication = {
    tags,
    security,
    params: idParamSchema,
    response: { 200: adminBlogSchema, 404: errorBodySchema, 409: errorBodySchema, ...refusals },
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
