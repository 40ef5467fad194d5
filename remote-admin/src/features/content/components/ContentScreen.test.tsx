import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPolicyPage, aPost, aPostSummary } from '../../../../testing/content';
import { ContentScreen } from './ContentScreen';

function show(rest: string, canEditPages = true) {
  const location = memoryLocation(`/admin/content/${rest}`);
  render(location.wrap(<ContentScreen rest={rest} canEditPages={canEditPages} />));
  return location;
}

describe('ContentScreen', () => {
  it('lists the posts with their state and dates, and the policy pages, each opening its editor', async () => {
    answer('GET /api/admin/blogs', {
      posts: [
        aPostSummary({
          id: 'blg_pongal',
          title: 'Pongal pots',
          state: 'published',
          publishedAt: '2026-11-10T04:30:00.000Z',
        }),
        aPostSummary(),
      ],
      counts: { draft: 1, published: 1 },
    });
    answer('GET /api/admin/pages', { pages: [aPolicyPage(), aPolicyPage({ slug: 'faq', title: 'FAQ' })] });
    show('');
    const pongal = (await screen.findByRole('link', { name: 'Pongal pots' })).closest('tr')!;
    expect(within(pongal).getByText('Published')).toBeInTheDocument();
    expect(within(pongal).getByText('10 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pongal pots' })).toHaveAttribute(
      'href',
      '/admin/content/posts/blg_pongal',
    );
    expect(
      within(screen.getByRole('link', { name: 'Lighting brass lamps for Diwali' }).closest('tr')!).getByText(
        'Draft',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 published · 1 drafts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/admin/content/posts/new',
    );
    expect(await screen.findByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '/admin/content/pages/faq',
    );
  });

  it('writes a new post as typed, then opens it; its image comes once it is saved', async () => {
    const user = userEvent.setup();
    answer('POST /api/admin/blogs', aPost({ id: 'blg_new' }));
    const location = show('posts/new');
    expect(screen.getByText('Save the draft first; then upload its image here.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Image file')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Caring for brass');
    await user.type(screen.getByLabelText('Text'), '## Daily{Enter}{Enter}Wipe it **dry**.{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(location.pathname).toBe('/admin/content/posts/blg_new'));
    expect(bodiesSentTo('POST /api/admin/blogs')).toEqual([
      { title: 'Caring for brass', body: '## Daily\n\nWipe it **dry**.' },
    ]);
  });

  it("shows the API's refusal beside the field it names, and leaves the image out of an edit", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/blogs/:id', aPost({ image: '/images/uploads/blg-diwali-0a1b2c3d4e-960.webp' }));
    answer('PUT /api/admin/blogs/:id', failure(400, 'title: Title can be at most 200 characters'));
    show('posts/blg_diwali');
    await user.type(await screen.findByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title can be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title can be at most 200 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('The post was not saved');
    expect(bodiesSentTo('PUT /api/admin/blogs/:id')).toEqual([
      {
        title: 'Lighting brass lamps for Diwali!',
        body: 'Polish the lamp **first**.\n\nThen fill it with ghee.',
      },
    ]);
  });

  it('publishes a draft and unpublishes it again', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/blogs/:id', aPost());
    answer(
      'POST /api/admin/blogs/:id/publish',
      aPost({ state: 'published', publishedAt: '2026-11-25T04:30:00.000Z' }),
    );
    answer('POST /api/admin/blogs/:id/unpublish', aPost());
    show('posts/blg_diwali');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published in the shop.')).toHaveRole('status');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByText('Taken out of the shop: a draft again.')).toHaveRole('status');
    expect(sentTo('POST /api/admin/blogs/:id/publish')[0]?.path).toBe('/api/admin/blogs/blg_diwali/publish');
    expect(sentTo('POST /api/admin/blogs/:id/unpublish')).toHaveLength(1);
    expect(sentTo('PUT /api/admin/blogs/:id')).toEqual([]);
  });

  it('saves what was typed before publishing it, and publishes nothing when the API refuses it', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/blogs/:id', aPost());
    answer('PUT /api/admin/blogs/:id', ({ body }) =>
      (body as { title: string }).title.length > 40
        ? failure(400, 'title: Title can be at most 40 characters')
        : aPost({ title: 'Diwali lamps' }),
    );
    answer(
      'POST /api/admin/blogs/:id/publish',
      aPost({ title: 'Diwali lamps', state: 'published', publishedAt: '2026-11-25T04:30:00.000Z' }),
    );
    show('posts/blg_diwali');
    const title = await screen.findByLabelText('Title');
    await user.type(title, ', and how to keep them shining');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Title can be at most 40 characters')).toBeInTheDocument();
    expect(sentTo('POST /api/admin/blogs/:id/publish')).toEqual([]);

    await user.clear(title);
    await user.type(title, 'Diwali lamps');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Published in the shop.')).toBeInTheDocument();
    expect(bodiesSentTo('PUT /api/admin/blogs/:id').map((body) => (body as { title: string }).title)).toEqual(
      ['Lighting brass lamps for Diwali, and how to keep them shining', 'Diwali lamps'],
    );
    expect(sentTo('POST /api/admin/blogs/:id/publish')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('previews the post as typed, its title, image and Markdown rendered as the shop renders it', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/blogs/:id', aPost({ image: '/images/blogs/diwali-960.webp' }));
    show('posts/blg_diwali');
    await user.type(
      await screen.findByLabelText('Text'),
      '{Enter}{Enter}- Light it at dusk.{Enter}- See [[the diya](/product/panchmukhi-diya)',
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true');
    const preview = screen.getByRole('article');
    expect(
      within(preview).getByRole('heading', { name: 'Lighting brass lamps for Diwali' }),
    ).toBeInTheDocument();
    expect((await within(preview).findByText('first')).tagName).toBe('STRONG');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Light it at dusk.', 'See the diya']);
    expect(within(preview).getByRole('link', { name: 'the diya' })).toHaveAttribute(
      'href',
      '/product/panchmukhi-diya',
    );
    expect(preview).not.toHaveTextContent('**');
    expect(preview.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/images/blogs/diwali-960.webp',
    );
  });

  it('saves a policy page as typed and previews its headings', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/pages', { pages: [aPolicyPage()] });
    answer('PUT /api/admin/pages/:slug', aPolicyPage({ title: 'Returns' }));
    show('pages/returns');
    const title = await screen.findByLabelText('Title');
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(/“## ” starts a heading/);
    await user.clear(title);
    await user.type(title, 'Returns');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Page saved\./)).toHaveRole('status');
    expect(bodiesSentTo('PUT /api/admin/pages/:slug')).toEqual([
      { title: 'Returns', body: aPolicyPage().body },
    ]);
    expect(sentTo('PUT /api/admin/pages/:slug')[0]?.path).toBe('/api/admin/pages/returns');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await within(screen.getByRole('article')).findByRole('heading', { name: 'How to return' }),
    ).toBeInTheDocument();
  });

  it("shows the API's message for the page's text beside it", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/pages', { pages: [aPolicyPage()] });
    answer('PUT /api/admin/pages/:slug', failure(400, 'body: Text is required'));
    show('pages/returns');
    await user.clear(await screen.findByLabelText('Text'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Text')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows staff a policy page disabled, saying only the owner can change it, and still previews it', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/pages', { pages: [aPolicyPage()] });
    show('pages/returns', false);
    expect(await screen.findByText("Only the shop's owner can change the policy pages.")).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByLabelText('Text')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await within(screen.getByRole('article')).findByRole('heading', { name: 'How to return' }),
    ).toBeInTheDocument();
  });
});
