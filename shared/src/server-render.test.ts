// @vitest-environment node
/// <reference types="node" />
// The server renders in Node, where the API client sends its calls with Node's own HTTP.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { usePageMeta, type PageMeta } from './page-meta';
import { testRuntimeConfig } from '../testing/runtime-config';
import { apiClient } from './api';
import type { RemotePageProps } from './remote-pages';
import { renderRemotePage, renderServerPage, type ServerPageWithSubject } from './server-render';
import { failedStatus } from './use-request';

/** An error the way the API client fails a call the API answered with `status`. */
const answeredWith = (status: number) => Object.assign(new Error('answered'), { response: { status } });

const lampPage = (lamp: Promise<unknown>): ServerPageWithSubject => ({
  Page: () => createElement('p', null, 'Lamp'),
  load: () => ({ 'lamp:1': lamp }),
  subject: ({ params }) => `lamp:${params.id}`,
  Missing: ({ error }: RemotePageProps & { error: unknown }) =>
    createElement('p', null, `No lamp (${failedStatus(error)})`),
});

const request = { page: 'LampPage', params: { id: '1' }, url: 'https://shop.test/lamps/1' };
const render = (lamp: Promise<unknown>) =>
  renderServerPage({ LampPage: lampPage(lamp) }, request, testRuntimeConfig());

describe('renderServerPage', () => {
  it('renders the page with status 200 when its subject is there', async () => {
    const rendered = await render(Promise.resolve({ name: 'Diya' }));
    expect(rendered?.status).toBe(200);
    expect(rendered?.html).toContain('<p>Lamp</p>');
    expect(rendered?.html).toContain('{"lamp:1":{"name":"Diya"}}');
  });

  it('renders the missing page with status 404 when the call of its subject is answered 404', async () => {
    const rendered = await render(Promise.reject(answeredWith(404)));
    expect(rendered).toEqual({
      status: 404,
      html: expect.stringContaining('<p>No lamp (404)</p>') as string,
    });
  });

  it('keeps status 200 when the call fails otherwise: the page loads it in the browser', async () => {
    const rendered = await render(Promise.reject(answeredWith(503)));
    expect(rendered?.status).toBe(200);
    expect(rendered?.html).toContain('<p>Lamp</p>');
  });

  it('gives no page for a page the remote does not render on the server', async () => {
    expect(await renderServerPage({}, request, testRuntimeConfig())).toBeUndefined();
  });
});

describe('renderServerPage: the head the page names', () => {
  // Two parts of the page may each name some of it, as a page and a component inside it do.
  const headOf = async (meta: PageMeta, later: PageMeta = {}) => {
    function Page() {
      usePageMeta(meta);
      usePageMeta(later);
      return createElement('p', null, 'Lamp');
    }
    const rendered = await renderServerPage({ LampPage: { Page } }, request, testRuntimeConfig());
    return rendered!.html.slice(0, rendered!.html.indexOf('<p>'));
  };

  it('writes its title, description, canonical address and product tags first, addresses absolute', async () => {
    const head = await headOf({
      title: 'Kuthu Vilakku · Brass Aangan',
      description: 'A five-wick "kuthu" lamp & stand.',
      canonical: '/lamps/1',
      share: {
        type: 'product',
        image: { url: '/photos/lamp-1200.jpg', width: 1200, height: 1200, alt: 'The lamp, lit' },
        price: 2400,
        inStock: false,
      },
    });
    expect(head).toBe(
      '<title>Kuthu Vilakku · Brass Aangan</title>' +
        '<meta name="description" content="A five-wick &quot;kuthu&quot; lamp &amp; stand."/>' +
        '<link rel="canonical" href="https://shop.test/lamps/1"/>' +
        '<meta property="og:type" content="product"/>' +
        '<meta property="og:image" content="https://shop.test/photos/lamp-1200.jpg"/>' +
        '<meta property="og:image:width" content="1200"/>' +
        '<meta property="og:image:height" content="1200"/>' +
        '<meta property="og:image:alt" content="The lamp, lit"/>' +
        '<meta property="product:price:amount" content="2400.00"/>' +
        '<meta property="product:price:currency" content="INR"/>' +
        '<meta property="product:availability" content="out of stock"/>',
    );
  });

  it('keeps what an earlier part named when a later one leaves it unnamed', async () => {
    const head = await headOf(
      { title: 'Lamps · Brass Aangan', canonical: '/lamps' },
      { description: 'Every lamp.', share: { type: 'article' } },
    );
    expect(head).toBe(
      '<title>Lamps · Brass Aangan</title><meta name="description" content="Every lamp."/>' +
        '<link rel="canonical" href="https://shop.test/lamps"/><meta property="og:type" content="article"/>',
    );
  });

  it('writes nothing when the page names nothing', async () => {
    expect(await headOf({})).toBe('');
  });
});

describe('renderRemotePage', () => {
  it('gives the markup alone, as renderers built before statuses did', async () => {
    const html = await renderRemotePage(
      { LampPage: { Page: () => createElement('p', null, 'Lamp') } },
      request,
      testRuntimeConfig(),
    );
    expect(html).toMatch(/^<p>Lamp<\/p><script type="application\/json"/);
  });
});

/** How the test's API answers a request to `path`; an answer it never ends is a call that times out. */
type ApiHandler = (path: string, response: ServerResponse) => void;

let handle: ApiHandler = () => undefined;
const api = createServer((request, response) => handle(request.url ?? '', response));

beforeAll(() => new Promise<void>((listening) => api.listen(0, '127.0.0.1', listening)));
afterAll(() => {
  api.closeAllConnections();
  return new Promise<void>((closed) => api.close(() => closed()));
});

/** The API's answer: JSON, with the `Cache-Tag` header when `tags` are given. */
function reply(response: ServerResponse, status: number, tags?: string): void {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    ...(tags === undefined ? {} : { 'Cache-Tag': tags }),
  });
  response.end(JSON.stringify(status === 200 ? { name: 'Diya' } : { message: 'Lamp not found' }));
}

/** A lamp and its wicks, each read from the API with the render's signal, as the remotes' pages read theirs. */
const lampFromApi: ServerPageWithSubject = {
  Page: () => createElement('p', null, 'Lamp'),
  load: ({ params }, signal) => ({
    [`lamp:${params.id}`]: apiClient.get(`/api/lamps/${params.id}`, { signal }).then(({ data }) => data),
    [`wicks:${params.id}`]: apiClient
      .get(`/api/lamps/${params.id}/wicks`, { signal })
      .then(({ data }) => data),
  }),
  subject: ({ params }) => `lamp:${params.id}`,
  Missing: () => createElement('p', null, 'No lamp'),
};

const renderFromApi = (id: string, page = lampFromApi) =>
  renderServerPage(
    { LampPage: page },
    { page: 'LampPage', params: { id }, url: `https://shop.test/lamps/${id}` },
    testRuntimeConfig({ apiBase: `http://127.0.0.1:${(api.address() as AddressInfo).port}` }),
  );

/** Every call answered, each with the tag of what it read. */
const allTagged: ApiHandler = (path, response) => {
  const [, , , id, wicks] = path.split('/');
  reply(response, 200, wicks ? `wicks:${id}` : `lamp:${id}`);
};

describe('renderServerPage: the cache tags of the page', () => {
  it('gives each of two pages rendered at once the tags of its own answers only', async () => {
    const held: (() => void)[] = [];
    // Every call waits until all four are in, then the second page's are answered first.
    handle = (path, response) => {
      held.push(() => allTagged(path, response));
      if (held.length === 4) held.reverse().forEach((answer) => answer());
    };

    const [first, second] = await Promise.all([renderFromApi('1'), renderFromApi('2')]);

    expect(first?.tags).toEqual(['lamp:1', 'wicks:1']);
    expect(second?.tags).toEqual(['lamp:2', 'wicks:2']);
  });

  it('splits a header naming several tags, and names each tag once', async () => {
    handle = (_path, response) => reply(response, 200, 'lamp:1, lamps,,lamp:1');
    expect((await renderFromApi('1'))?.tags).toEqual(['lamp:1', 'lamps']);
  });

  it('answers a page about a lamp the shop does not have 404, with the tags of that answer', async () => {
    handle = (path, response) =>
      path.endsWith('/wicks') ? reply(response, 200, 'wicks:9') : reply(response, 404, 'lamp:9');

    const rendered = await renderFromApi('9');

    expect(rendered?.status).toBe(404);
    expect(rendered?.html).toContain('<p>No lamp</p>');
    expect(rendered?.tags).toEqual(['lamp:9', 'wicks:9']);
  });

  it('gives an empty list for a page that reads nothing from the API', async () => {
    const rendered = await renderServerPage(
      { LampPage: { Page: () => createElement('p', null, 'Lamp') } },
      request,
      testRuntimeConfig(),
    );
    expect(rendered?.tags).toEqual([]);
  });

  const wicksAnswered: [string, (response: ServerResponse) => void][] = [
    ['answered without a Cache-Tag header', (response) => reply(response, 200)],
    ['answered with an error that may be over a moment later', (response) => reply(response, 503, 'wicks:1')],
    ['never answered: the connection drops', (response) => response.socket?.destroy()],
    ['not answered in time', () => undefined],
  ];

  it.each(wicksAnswered)('gives no tags, so no cache, when one call is %s', async (_case, answerWicks) => {
    handle = allTagged;
    expect((await renderFromApi('1'))?.tags).toEqual(['lamp:1', 'wicks:1']);

    handle = (path, response) =>
      path.endsWith('/wicks') ? answerWicks(response) : allTagged(path, response);
    const rendered = await renderFromApi('1');

    expect(rendered?.status).toBe(200);
    expect(rendered?.tags).toBeUndefined();
  });

  it("gives no tags when a call is sent without the render's signal, as its answer is not the page's", async () => {
    handle = allTagged;
    const withoutSignal: ServerPageWithSubject = {
      ...lampFromApi,
      load: ({ params }, signal) => ({
        [`lamp:${params.id}`]: apiClient.get(`/api/lamps/${params.id}`, { signal }).then(({ data }) => data),
        [`wicks:${params.id}`]: apiClient.get(`/api/lamps/${params.id}/wicks`).then(({ data }) => data),
      }),
    };
    expect((await renderFromApi('1'))?.tags).toEqual(['lamp:1', 'wicks:1']);
    expect((await renderFromApi('1', withoutSignal))?.tags).toBeUndefined();
  });
});
