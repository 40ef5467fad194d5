import { render } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

function Page(props: { title?: string; description?: string }) {
  usePageMeta(props);
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('usePageMeta', () => {
  it('sets the title and adds a description, removing it when the page goes', () => {
    const { unmount } = render(<Page title="Blog · Brass Aangan" description="Stories of brass." />);
    expect(document.title).toBe('Blog · Brass Aangan');
    expect(description()?.content).toBe('Stories of brass.');
    unmount();
    expect(description()).toBeNull();
  });

  it('gives the host page its own description back', () => {
    document.head.innerHTML = '<meta name="description" content="The shop.">';
    const { rerender, unmount } = render(<Page description="First post." />);
    rerender(<Page description="Second post." />);
    expect(description()?.content).toBe('Second post.');
    unmount();
    expect(description()?.content).toBe('The shop.');
  });

  it('leaves the title alone until one is known', () => {
    document.title = 'Blog · Brass Aangan';
    render(<Page />);
    expect(document.title).toBe('Blog · Brass Aangan');
  });
});
