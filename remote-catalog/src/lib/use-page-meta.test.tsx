import { render } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

function Page({ title, description }: { title?: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the title and description, and gives the host its description back on leaving', () => {
    document.head.innerHTML = '<meta name="description" content="The host default">';
    const { rerender, unmount } = render(<Page title="Lamps · Brass Aangan" description="Brass lamps" />);

    expect(document.title).toBe('Lamps · Brass Aangan');
    expect(description()).toBe('Brass lamps');

    rerender(<Page title="Bells · Brass Aangan" description="Brass bells" />);
    expect(description()).toBe('Brass bells');

    unmount();
    expect(description()).toBe('The host default');
  });

  it('leaves both alone until the page knows them', () => {
    document.head.innerHTML = '<meta name="description" content="The host default">';
    document.title = 'Product · Brass Aangan';
    render(<Page />);

    expect(document.title).toBe('Product · Brass Aangan');
    expect(description()).toBe('The host default');
  });
});
