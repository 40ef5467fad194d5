import type { ReleasesOverview } from '@brass/shared/contracts/releases';
import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openBackOffice, owner, signIn, signOut, staffMember } from '../../../../testing/back-office';

const commit = '8f0b3be42adc1f35bd83f35bd83f35bd83f35bd8';
const built = (hour: number) => `2026-11-23T${String(hour).padStart(2, '0')}:00:00.000Z`;
const summary = (id: string, hour: number, dirty = false) => ({ id, builtAt: built(hour), commit, dirty });
const CHECKOUT_OLD = '20261123-0393df86a547';
const CHECKOUT_NEW = '20261123-8f0b3be42adc';
const BLOG = '20261123-a5624a4b5989';
const BLOG_CANARY = '20261123-b0b0c0c0d0d0';

const releases: ReleasesOverview = {
  apps: [
    {
      app: 'checkout',
      live: summary(CHECKOUT_NEW, 11),
      rollbackTo: CHECKOUT_OLD,
      releases: [summary(CHECKOUT_NEW, 11), summary(CHECKOUT_OLD, 9)],
      canary: null,
    },
    {
      app: 'blog',
      live: summary(BLOG, 8, true),
      rollbackTo: null,
      releases: [summary(BLOG, 8, true)],
      canary: {
        percent: 10,
        startedAt: built(12),
        canary: { id: BLOG_CANARY, views: 64, errors: 1 },
        live: { id: BLOG, views: 571, errors: 0 },
      },
    },
    { app: 'host', live: null, rollbackTo: null, releases: [], canary: null },
  ],
  history: {
    total: 4,
    recent: [
      {
        entry: 4,
        app: 'blog',
        id: BLOG_CANARY,
        action: 'withdraw',
        at: built(13),
        reason: 'its error rate was high',
      },
      { entry: 3, app: 'checkout', id: CHECKOUT_NEW, action: 'promote', at: built(11) },
      { entry: 2, app: 'checkout', id: CHECKOUT_OLD, action: 'promote', at: built(9) },
      { entry: 1, app: 'blog', id: BLOG, action: 'promote', at: built(8), forced: ['a reason'] },
    ],
  },
};

const rolledBack: ReleasesOverview = {
  apps: [
    { ...releases.apps[0]!, live: summary(CHECKOUT_OLD, 9), rollbackTo: null },
    ...releases.apps.slice(1),
  ],
  history: {
    total: 5,
    recent: [
      {
        entry: 5,
        app: 'checkout',
        id: CHECKOUT_OLD,
        action: 'rollback',
        at: built(12),
        by: owner.email,
      },
      ...releases.history.recent,
    ],
  },
};

async function openAsOwner(overview: ReleasesOverview = releases) {
  signIn(owner);
  answer('GET /api/admin/me', owner);
  answer('GET /api/admin/releases', overview);
  openBackOffice('/admin/releases');
  return screen.findByRole('region', { name: 'Live releases' });
}

const rowOf = (region: HTMLElement, name: string) =>
  within(region).getByRole('row', { name: new RegExp(`^${name}`) });
const history = () => screen.getByRole('region', { name: 'History' });

beforeEach(() => signOut());

describe('the Releases screen', () => {
  it("lists each app's live release with when it was built and its commit, and the history newest first", async () => {
    const live = await openAsOwner();

    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    const checkout = rowOf(live, 'checkout');
    expect(within(checkout).getByText(CHECKOUT_NEW)).toBeInTheDocument();
    expect(within(checkout).getByText('23 Nov 2026, 4:30 pm')).toHaveAttribute('datetime', built(11));
    expect(within(checkout).getByText('8f0b3be42adc')).toBeInTheDocument();
    expect(within(checkout).getByRole('button', { name: 'Roll back checkout' })).toBeEnabled();
    expect(within(rowOf(live, 'blog')).getByText('8f0b3be42adc+')).toBeInTheDocument();
    expect(within(rowOf(live, 'blog')).getByText('with uncommitted changes')).toBeInTheDocument();
    expect(within(rowOf(live, 'host')).getByText('Not live yet')).toBeInTheDocument();
    expect(within(checkout).getByText('None')).toBeInTheDocument();
    const blog = rowOf(live, 'blog');
    expect(within(blog).getByText(BLOG_CANARY)).toBeInTheDocument();
    expect(within(blog).getByText(/to 10% of new visitors/)).toBeInTheDocument();
    expect(
      within(blog).getByText('Errors 1.6% (1 in 64 page loads); live 0.0% (0 in 571 page loads)'),
    ).toBeInTheDocument();

    const entries = within(history()).getAllByRole('row').slice(1);
    expect(entries.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(within(entries[0]!).getByText('Canary withdrawn: blog')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('its error rate was high')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Made live: checkout')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('a release command')).toBeInTheDocument();
    expect(within(entries[3]!).getByText('forced past 1 check')).toBeInTheDocument();
    expect(within(history()).getByText('The newest 4 of 4 changes, newest first')).toBeInTheDocument();
  });

  it('offers no rollback for an app without an earlier release, and says why', async () => {
    const live = await openAsOwner();
    const blog = rowOf(live, 'blog');
    expect(within(blog).getByRole('button', { name: 'Roll back blog' })).toBeDisabled();
    expect(within(blog).getByText('No earlier release')).toBeInTheDocument();
  });

  it('rolls an app back after naming the release that goes live, and shows the history gain the entry', async () => {
    const live = await openAsOwner();
    answer('POST /api/admin/releases/:app/rollback', {
      message: `checkout rolled back from ${CHECKOUT_NEW} to ${CHECKOUT_OLD}.`,
      app: 'checkout',
      from: CHECKOUT_NEW,
      to: CHECKOUT_OLD,
    });
    answer('GET /api/admin/releases', rolledBack);

    await userEvent.click(within(live).getByRole('button', { name: 'Roll back checkout' }));
    expect(
      within(live).getByText(`Make checkout ${CHECKOUT_OLD}, built 23 Nov 2026, 2:30 pm live again?`),
    ).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Yes, roll back checkout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      `checkout rolled back from ${CHECKOUT_NEW} to ${CHECKOUT_OLD}.`,
    );
    expect(sentTo('POST /api/admin/releases/checkout/rollback')[0]?.authorization).toBe(
      `Bearer jwt-${owner.id}`,
    );
    const newest = await within(history()).findByRole('row', { name: /^5/ });
    expect(within(newest).getByText('Rolled back: checkout')).toBeInTheDocument();
    expect(within(newest).getByText(owner.email)).toBeInTheDocument();
    expect(
      within(rowOf(live, 'checkout')).getByRole('button', { name: 'Roll back checkout' }),
    ).toBeDisabled();
  });

  it('changes nothing when the owner says Keep, and gives the focus back to the button', async () => {
    const live = await openAsOwner();
    await userEvent.click(within(live).getByRole('button', { name: 'Roll back checkout' }));
    await userEvent.click(within(live).getByRole('button', { name: 'Keep' }));
    expect(within(live).getByRole('button', { name: 'Roll back checkout' })).toHaveFocus();
    expect(sentTo('POST /api/admin/releases/checkout/rollback')).toEqual([]);
  });

  it("shows the API's refusal in the release commands' words", async () => {
    const live = await openAsOwner();
    answer(
      'POST /api/admin/releases/:app/rollback',
      failure(
        409,
        `checkout has no release ${CHECKOUT_OLD}: there is no checkout/${CHECKOUT_OLD}/release.json.`,
      ),
    );
    answer('GET /api/admin/releases', releases);

    await userEvent.click(within(live).getByRole('button', { name: 'Roll back checkout' }));
    await userEvent.click(within(live).getByRole('button', { name: 'Yes, roll back checkout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`checkout has no release ${CHECKOUT_OLD}`);
  });

  it('puts the whole shop back to a history entry after asking once more', async () => {
    await openAsOwner();
    answer('POST /api/admin/releases/restore', {
      message: 'The shop is back as it was after entry 2.',
      changed: [{ app: 'checkout', from: CHECKOUT_NEW, to: CHECKOUT_OLD }],
    });
    answer('GET /api/admin/releases', releases);

    await userEvent.click(
      within(history()).getByRole('button', { name: 'Put the shop back to this point: entry 2' }),
    );
    expect(within(history()).getByText('Put every app back as it was after entry 2?')).toBeInTheDocument();
    await userEvent.click(within(history()).getByRole('button', { name: 'Yes, put it back to entry 2' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The shop is back as it was after entry 2.');
    expect(bodiesSentTo('POST /api/admin/releases/restore')).toEqual([{ entry: 2 }]);
  });

  it('says so when the API runs apart from the releases', async () => {
    const message =
      "This API was started without RELEASES_DIR, the folder of the shop's releases, so it can neither show nor change them.";
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/releases', failure(404, message));
    openBackOffice('/admin/releases');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows staff who open its address the API's refusal and none of the releases", async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    answer('GET /api/admin/releases', failure(403, "Only the shop's owner can see the releases."));
    openBackOffice('/admin/releases');
    expect(await screen.findByRole('alert')).toHaveTextContent("Only the shop's owner can see the releases.");
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
