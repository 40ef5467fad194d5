import { answer, failure, sentRequests } from '@brass/shared/testing/api-mock';
import { expectKeepExploring } from '@brass/shared/testing/keep-exploring';
import { jsonLdBlocks, schemaOrgProblems } from '@brass/shared/testing/schema-org';
import { within } from '@testing-library/react';
import { diyaProduct } from '../../testing/products';
import { renderInRouter, TEST_API_BASE } from '../../testing/render-in-router';
import BlogListPage from '../pages/BlogListPage';
import { renderPage } from './render';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

const post = {
  _id: 'diwali-diyas',
  title: 'Choosing brass diyas for Diwali',
  description: 'A diya is a small promise of light.\n\nBrass holds heat evenly.',
  image: '/images/blogs/diyas-960.webp',
  createdAt: '2025-10-20T06:00:00.000Z',
};

const noContact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };

/** The way back into the shop a missing page leads on with: its links and a search that works without scripts. */
function expectWayOn(html: string) {
  // On the document, where names given by aria-labelledby are found; gone after, with its server data.
  document.body.innerHTML = html;
  onTestFinished(() => {
    document.body.innerHTML = '';
  });
  expectKeepExploring(document.body);
}

const rendered = (page: string, path: string, params: Record<string, string> = {}) =>
  renderPage(
    { page, params, url: `https://shop.test${path}` },
    testRuntimeConfig({ apiBase: TEST_API_BASE }),
  );
const render = async (page: string, path: string, params: Record<string, string> = {}) =>
  (await rendered(page, path, params))?.html;

const serverData = (markup: string): unknown =>
  JSON.parse(/<script type="application\/json" id="brass-server-data">(.*)<\/script>$/.exec(markup)![1]!);

describe('renderPage (the blog rendered on the server)', () => {
  it('renders the list of posts with the response it rendered it with', async () => {
    answer('GET /api/blogs', [post]);
    const markup = await render('BlogListPage', '/blogs');

    expect(markup).toContain('<h1');
    expect(markup).toContain('Notes from our workshop on Indian brass');
    expect(markup).toContain('Choosing brass diyas for Diwali');
    expect(markup).toContain('href="/blogs/diwali-diyas"');
    expect(markup).toContain('Published on <time');
    expect(serverData(markup!)).toEqual({ blogs: [post] });
  });

  it('renders a post with its paragraphs, and says nothing was found without asking for an id', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
    const markup = await render('BlogPostPage', '/blogs/diwali-diyas', { id: 'diwali-diyas' });

    expect(markup).toMatch(/<h1[^>]*>Choosing brass diyas for Diwali<\/h1>/);
    expect(markup).toContain('<p>A diya is a small promise of light.</p>');
    expect(markup).toContain('<p>Brass holds heat evenly.</p>');
    expect(serverData(markup!)).toEqual({
      'blog:diwali-diyas': post,
      'linked-products:blog:diwali-diyas': { origin: 'https://shop.test', products: {} },
    });
  });

  it('renders the card of a product the post links to in the markup it sends', async () => {
    answer('GET /api/blogs/diwali-diyas', {
      ...post,
      description: 'Light it:\n\n[The diya](https://shop.test/product/panchmukhi-diya)',
    });
    answer('GET /api/products/panchmukhi-diya', diyaProduct);
    const markup = await render('BlogPostPage', '/blogs/diwali-diyas', { id: 'diwali-diyas' });

    expect(markup).toMatch(/<a [^>]*data-product-card="panchmukhi-diya" href="\/product\/panchmukhi-diya"/);
    expect(markup).toContain('Panchmukhi Brass Diya');
    expect(markup).not.toContain('>The diya<');
  });

  it('answers a post with status 200', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
    expect((await rendered('BlogPostPage', '/blogs/diwali-diyas', { id: 'diwali-diyas' }))?.status).toBe(200);
  });

  it('answers a post the shop does not have with 404 and the page the reader sees for it', async () => {
    answer('GET /api/blogs/gone', failure(404, 'Blog not found'));
    const page = await rendered('BlogPostPage', '/blogs/gone', { id: 'gone' });

    expect(page?.status).toBe(404);
    expect(page?.html).toMatch(/^<title>Blog not found · Brass Aangan<\/title>/);
    expect(page?.html).toMatch(/<h1[^>]*>Blog not found<\/h1>/);
    expect(page?.html).toContain('The blog post you&#x27;re looking for doesn&#x27;t exist');
    expect(page?.html).toMatch(/<a [^>]*href="\/blogs"[^>]*>Back to Blogs<\/a>/);
    expectWayOn(page!.html);
  });

  it('answers a policy page the shop does not have with 404 and its not-found page', async () => {
    answer('GET /api/pages/gone', failure(404, 'Page not found'));
    const page = await rendered('PolicyPage', '/policies/gone', { slug: 'gone' });

    expect(page?.status).toBe(404);
    expect(page?.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expectWayOn(page!.html);
  });

  it('keeps status 200 for a post the API failed to answer: the browser asks again', async () => {
    answer('GET /api/blogs/diwali-diyas', failure(500, 'Database unavailable'));
    const page = await rendered('BlogPostPage', '/blogs/diwali-diyas', { id: 'diwali-diyas' });

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Loading blog...');
  });

  it('starts a post with its own title and description, and its cover preloaded as rendered', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
    const markup = (await render('BlogPostPage', '/blogs/diwali-diyas', { id: 'diwali-diyas' }))!;

    expect(markup).toMatch(
      /^<title>Choosing brass diyas for Diwali · Brass Aangan<\/title><meta name="description" content="A diya is a small promise of light. Brass holds heat evenly."\/><link rel="canonical" href="https:\/\/shop.test\/blogs\/diwali-diyas"\/><meta property="og:type" content="article"\/><meta property="og:image" content="[^"]+\/images\/blogs\/diyas-960.webp"\/><meta property="og:image:alt" content="Choosing brass diyas for Diwali"\/><link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]+-480\.avif 480w, [^"]+-960\.avif 960w" imageSizes="\(min-width: 800px\) 736px, calc\(100vw - 2.5rem\)"\/><div/,
    );
  });

  it('gives search engines the post as an Article that schema.org and Google’s rich results take', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
    const markup = (await render('BlogPostPage', '/blogs/diwali-diyas', { id: 'diwali-diyas' }))!;

    const blocks = jsonLdBlocks(markup);
    expect(blocks).toHaveLength(1);
    expect(schemaOrgProblems(blocks[0])).toEqual([]);
  });

  it("preloads the list's first cover only, and lets the others load when scrolled to", async () => {
    answer('GET /api/blogs', [post, { ...post, _id: 'urli', image: '/images/blogs/urli-960.webp' }]);
    const markup = (await render('BlogListPage', '/blogs'))!;

    expect(markup).toMatch(/^<title>Blog · Brass Aangan<\/title><meta [^>]*>(<link [^>]*>)<div/);
    expect(markup.match(/<link rel="preload"[^>]*>/g)).toEqual([
      expect.stringMatching(/fetchPriority="high" imageSrcSet="[^"]*diyas-480\.avif 480w[^"]*"/),
    ]);
    expect(markup).toMatch(/<img [^>]*urli-960\.webp[^>]*loading="lazy"/);
    // The same files the <picture> offers first, to browsers that read AVIF.
    expect(markup).toMatch(
      /<picture [^>]*><source type="image\/avif" srcSet="[^"]*diyas-480\.avif 480w, [^"]*diyas-960\.avif 960w"/,
    );
  });

  it('renders Our Story, which reads nothing', async () => {
    const markup = await render('AboutPage', '/about');

    expect(markup).toMatch(/<h1[^>]*>Our Story<\/h1>/);
    expect(markup).toContain('How Indian brass is made');
    expect(serverData(markup!)).toEqual({});
    expect(sentRequests()).toEqual([]);
  });

  it('renders the contact page with the details the owner saved and the form, its fields named', async () => {
    answer('GET /api/settings/shop-contact', {
      ...noContact,
      phone: '+919876543210',
      gstin: '33ABCDE1234F1Z5',
    });
    const markup = await render('ContactPage', '/contactus');

    expect(markup).toContain('LET&#x27;S CONNECT');
    expect(markup).toContain('Other ways to reach us');
    expect(markup).toContain('+91 98765 43210');
    expect(markup).toMatch(/GSTIN: (<!-- -->)?33ABCDE1234F1Z5/);
    expect(markup).toMatch(/<label[^>]*for="[^"]+"[^>]*>First name/);
    expect(markup).toContain('Send Message');
  });

  it('renders a policy page with its text', async () => {
    answer('GET /api/pages/shipping', {
      slug: 'shipping',
      title: 'Shipping',
      body: 'We ship every order from Chennai.\n\n## Tracking\nOpen My Orders.',
      updatedAt: '2026-11-20T06:30:00.000Z',
    });
    const markup = await render('PolicyPage', '/policies/shipping', { slug: 'shipping' });

    expect(markup).toMatch(/<h1[^>]*>Shipping<\/h1>/);
    expect(markup).toContain('We ship every order from Chennai.');
    expect(markup).toMatch(/<h2[^>]*>Tracking<\/h2>/);
  });

  it('renders a part whose call failed as loading, and leaves its answer out, so the browser asks itself', async () => {
    answer('GET /api/blogs', failure(500, 'Database unavailable'));
    const markup = await render('BlogListPage', '/blogs');

    expect(markup).toContain('Loading blogs...');
    expect(serverData(markup!)).toEqual({});
  });

  it('renders no page it does not own', async () => {
    expect(await render('CartPage', '/cart')).toBeUndefined();
  });

  it('has the browser render the list it came with while it asks again, then show the answer', async () => {
    answer('GET /api/blogs', [post]);
    const serverHtml = document.createElement('div');
    serverHtml.innerHTML = (await render('BlogListPage', '/blogs'))!;
    document.body.append(serverHtml);
    answer('GET /api/blogs', failure(500, 'Database unavailable'));

    const clientRendered = renderInRouter(<BlogListPage />, '/blogs');

    expect(
      within(clientRendered.container).getByRole('link', { name: 'Choosing brass diyas for Diwali' }),
    ).toBeInTheDocument();
    expect(await within(clientRendered.container).findByRole('alert')).toHaveTextContent(
      'Failed to load blogs: Database unavailable',
    );
    serverHtml.remove();
  });
});
