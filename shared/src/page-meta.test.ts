import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerPageMetaProvider, usePageMeta } from './page-meta';

interface Meta {
  title?: string;
  description?: string;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
const renderMeta = (initialProps: Meta) => renderHook((meta: Meta) => usePageMeta(meta), { initialProps });

describe('usePageMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets the title and adds a description, removing it when the page goes', () => {
    const { unmount } = renderMeta({ title: 'Blog · Brass Aangan', description: 'Stories of brass.' });
    expect(document.title).toBe('Blog · Brass Aangan');
    expect(description()?.content).toBe('Stories of brass.');
    unmount();
    expect(description()).toBeNull();
  });

  it("follows the page's changes and gives the host page its own description back", () => {
    document.head.innerHTML = '<meta name="description" content="The host default">';
    const { rerender, unmount } = renderMeta({ title: 'Lamps · Brass Aangan', description: 'Brass lamps' });
    expect(document.title).toBe('Lamps · Brass Aangan');
    expect(description()?.content).toBe('Brass lamps');

    rerender({ title: 'Bells · Brass Aangan', description: 'Brass bells' });
    expect(document.title).toBe('Bells · Brass Aangan');
    expect(description()?.content).toBe('Brass bells');

    unmount();
    expect(description()?.content).toBe('The host default');
  });

  it('leaves both alone until the page knows them', () => {
    document.head.innerHTML = '<meta name="description" content="The host default">';
    document.title = 'Product · Brass Aangan';
    renderMeta({});
    expect(document.title).toBe('Product · Brass Aangan');
    expect(description()?.content).toBe('The host default');
  });

  it('hands the page’s title and description to the server rendering it, leaving the document alone', () => {
    document.title = 'Product · Brass Aangan';
    const named: unknown[] = [];
    function Page() {
      usePageMeta({ title: 'Nataraja · Brass Aangan', description: 'Shiva dancing.' });
      return null;
    }
    renderToString(
      createElement(ServerPageMetaProvider, { onMeta: (meta) => named.push(meta) }, createElement(Page)),
    );
    expect(named).toEqual([{ title: 'Nataraja · Brass Aangan', description: 'Shiva dancing.' }]);
    expect(document.title).toBe('Product · Brass Aangan');
  });
});
