import { fieldsObject } from '@brass/shared/contracts/field-checks';
import {
  adminBlogListSchema,
  adminBlogSchema,
  blogPostBodySchema,
} from '@brass/shared/contracts/admin-content';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptImageUploads, IMAGE_UPLOAD_BODY, readImageUpload } from '../images/upload.js';
import type { BlogAdminService } from './admin-service.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';

/**
 * An edit's body: a new post's, except that an image left out stays as it is, since the editor
 * uploads and removes the image on its own (/blogs/:id/image).
 */
const blogPostEditSchema = fieldsObject({
  ...blogPostBodySchema.entries,
  image: v.optional(blogPostBodySchema.entries.image),
});

/**
 * The back office's blog routes. Registered inside the /api/admin scope, whose hooks let only staff
 * and the owner through; nothing here checks who is calling again.
 */
export const blogAdminRoutes: FastifyPluginAsyncValibot<{ service: BlogAdminService }> = async (
  app,
  { service },
) => {
  await acceptImageUploads(app);

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
        summary: 'Replaces the title, Markdown text and image of a post; an image left out stays',
        params: idParamSchema,
        body: blogPostEditSchema,
        response: { 200: adminBlogSchema, 400: errorBodySchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  app.put(
    '/blogs/:id/image',
    {
      schema: {
        ...adminRoute,
        summary: `Gives a post an uploaded image in place of its own (multipart/form-data: ${IMAGE_UPLOAD_BODY})`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: {
          200: adminBlogSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    async (request) => {
      const { image } = await readImageUpload(request);
      return service.setImage(currentUser(request).id, request.params.id, image);
    },
  );

  app.delete(
    '/blogs/:id/image',
    {
      schema: {
        ...adminRoute,
        summary: 'Takes the image off a post',
        params: idParamSchema,
        response: { 200: adminBlogSchema, 404: errorBodySchema, 409: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.removeImage(currentUser(request).id, request.params.id),
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
