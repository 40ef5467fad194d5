import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, networkError, pending, sentRequests, sentTo } from '@brass/shared/testing/api-mock';
import { openBackOffice, owner, signIn, signOut, staffMember } from '../../testing/back-office';
import { someSettings } from '../../testing/settings';

const shopper = { id: 'usr_meena', name: 'Meena Iyer', email: 'meena@example.in' };
const NAVIGATION = [
  'Dashboard',
  'Products',
  'Orders',
  'Returns',
  'Coupons',
  'Content',
  'Inbox',
  'Reviews',
  'Settings',
  'Staff',
  'Releases',
  'Audit log',
];

beforeEach(() => signOut());

describe('AdminPage: who may enter', () => {
  it('asks a visitor to log in with a staff account, to come back here, without asking the API', () => {
    const { location } = openBackOffice('/admin/staff');

    expect(screen.getByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByText('Please log in with a staff account to run the shop.')).toBeInTheDocument();
    const logIn = screen.getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/login?next=%2Fadmin%2Fstaff');
    expect(sentRequests()).toEqual([]);
    expect(location.pathname).toBe('/admin/staff');
  });

  it('takes the visitor to /login with the way back in its history state', async () => {
    const { location } = openBackOffice('/admin/audit');
    await userEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(location.pathname).toBe('/login');
    expect(location.state).toEqual({ from: '/admin/audit' });
  });

  it('shows a shopper the API refusal and none of the back office', async () => {
    signIn(shopper);
    answer('GET /api/admin/me', failure(403, "This area is for the shop's staff."));
    openBackOffice('/admin');

    expect(await screen.findByText("This area is for the shop's staff.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(sentRequests().map((request) => request.path)).toEqual(['/api/admin/me']);
  });

  it('says it is checking while the API has not answered', () => {
    signIn(owner);
    answer('GET /api/admin/me', pending());
    openBackOffice('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
  });

  it('shows the owner the back office: every screen in the navigation, and who is signed in', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/dashboard', {
      today: { orders: 0, revenue: 0 },
      month: { orders: 0, revenue: 0 },
      awaitingShipment: 0,
      awaitingConfirmation: 0,
      sales: [],
      recentOrders: [],
      topProducts: [],
      lowStock: [],
      clientErrors: { lastDay: 0, recent: [] },
      parkedMail: [],
      strandedShipments: [],
    });
    openBackOffice('/admin');

    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(NAVIGATION);
    expect(within(navigation).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(within(navigation).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    expect(screen.getByText('Signed in as Lakshmi Narayanan (Owner)')).toBeInTheDocument();
    // /admin is the dashboard.
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(sentTo('GET /api/admin/me')[0]?.authorization).toBe(`Bearer jwt-${owner.id}`);
  });

  it("shows staff the back office as staff, the owner's screens marked, and none of the releases", async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    answer('GET /api/admin/products', { products: [], total: 0, page: 1, pageSize: 25 });
    openBackOffice('/admin/products');

    expect(await screen.findByText('Signed in as Ravi Kumar (Staff)')).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(navigation).getByRole('link', { name: 'Staff Owner only' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: /Releases/ })).not.toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: /^Products/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('renders the products screen at /admin/products', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/products', { products: [], total: 0, page: 1, pageSize: 25 });
    openBackOffice('/admin/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
  });

  it("renders the content screen at /admin/content and a post's editor under it", async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/blogs', { posts: [], counts: { draft: 0, published: 0 } });
    answer('GET /api/admin/pages', { pages: [] });
    const { unmount } = openBackOffice('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    unmount();
    openBackOffice('/admin/content/posts/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New post' })).toBeInTheDocument();
  });

  it('renders the settings screen at /admin/settings and the inbox at /admin/inbox', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/settings', someSettings());
    answer('GET /api/admin/messages', {
      messages: [],
      total: 0,
      page: 1,
      pageSize: 25,
      counts: { unread: 0, read: 0, replied: 0 },
    });
    const { unmount } = openBackOffice('/admin/settings');
    expect(await screen.findByLabelText('Most Popular title')).toHaveValue('Most Popular');
    unmount();
    openBackOffice('/admin/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
  });

  it('says so for an address under /admin that is no screen', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    openBackOffice('/admin/warehouse');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such screen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it('offers to try again when the API cannot be reached, and lets the owner in when it answers', async () => {
    signIn(owner);
    answer('GET /api/admin/me', networkError());
    answer('GET /api/admin/settings', someSettings());
    openBackOffice('/admin/settings');

    expect(await screen.findByRole('alert')).toHaveTextContent('The back office could not be reached.');
    answer('GET /api/admin/me', owner);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed in as Lakshmi Narayanan (Owner)')).toBeInTheDocument();
  });

  it('asks to log in again when the session ends while the page is open', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/settings', someSettings());
    openBackOffice('/admin/settings');
    await screen.findByRole('navigation', { name: 'Back office' });

    act(() => signOut());
    expect(screen.getByText('Please log in with a staff account to run the shop.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('tells search engines to leave the page out', async () => {
    openBackOffice('/admin');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
