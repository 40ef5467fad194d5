import { createElement } from 'react';
import { testRuntimeConfig } from '../testing/runtime-config';
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
