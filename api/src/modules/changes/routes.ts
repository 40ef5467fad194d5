import { errorBodySchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { HttpError } from '../../lib/http-error.js';
import type { ChangeFeed } from './change-feed.js';

/** A proxy ends a stream that is silent for a minute or so; a comment line keeps it open. */
const keepAliveMs = 15_000;

const description = `Server-Sent Events naming the data that changes, as the cache tags of the answers' \`Cache-Tag\` header.
Once the API listens to the database's changes: \`event: ready\\ndata: {}\`.
Each change: \`data: {"tags":["product:<id>","products"]}\`. Every 15 s: \`: keep-alive\`.
The stream ends when the API loses its database listener: changes may have been missed, so a follower
treats everything it cached as stale and connects again. Past the limit of open streams: 503.`;

export const changeRoutes: FastifyPluginAsyncValibot<{ feed: ChangeFeed; maxStreams: number }> = async (
  app,
  { feed, maxStreams },
) => {
  const streams = new Set<() => void>();
  // Closing waits for every open connection: the streams end first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    '/api/changes',
    {
      schema: {
        tags: ['changes'],
        summary: 'The cache tags of every change to what the public reads show, as they happen',
        description,
        produces: ['text/event-stream'],
        response: {
          200: v.pipe(v.string(), v.description('An event stream')),
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (streams.size >= maxStreams) {
        throw new HttpError(503, 'Too many change streams are open. Please try again later.');
      }
      const response = reply.hijack().raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        // nginx would otherwise hold the events back to fill its buffer.
        'x-accel-buffering': 'no',
        // When the API ends the stream the connection goes too: kept alive, a closing server would wait
        // for it to time out, and a follower connects afresh anyway.
        connection: 'close',
        'x-request-id': request.id,
      });
      response.flushHeaders();
      const send = (text: string) => response.write(text);
      const sendReady = () => send('event: ready\ndata: {}\n\n');
      let ready = false;
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), keepAliveMs);
      const leave = feed.subscribe({
        ready() {
          if (ready) return;
          ready = true;
          sendReady();
        },
        change(tags) {
          if (ready) send(`data: ${JSON.stringify({ tags })}\n\n`);
        },
        lost: () => end(),
      });
      const end = () => {
        if (!streams.delete(end)) return;
        clearInterval(keepAlive);
        leave();
        response.end();
      };
      streams.add(end);
      // The connection closed: the follower left, or the server is closing.
      response.on('close', end);
      if (feed.isListening) {
        ready = true;
        sendReady();
      }
    },
  );
};
