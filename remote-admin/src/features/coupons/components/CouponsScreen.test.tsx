import type { AdminCoupon } from '@brass/shared/contracts/admin-coupons';
import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openBackOffice, owner, signIn, signOut } from '../../../../testing/back-office';

const diwali: AdminCoupon = {
  id: 'cpn_diwali',
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  minimumOrder: 1500,
  startsAt: null,
  endsAt: '2026-11-15T18:29:00.000Z',
  totalLimit: 100,
  perShopperLimit: 1,
  categories: ['lamps'],
  active: true,
  uses: 7,
  createdAt: '2026-10-01T09:00:00.000Z',
};

async function openCoupons(coupons: AdminCoupon[] = [diwali]) {
  signIn(owner);
  answer('GET /api/admin/me', owner);
  answer('GET /api/admin/coupons', { coupons });
  openBackOffice('/admin/coupons');
  return screen.findByRole('heading', { name: 'Coupon codes' });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => signOut());

describe('the Coupons screen', () => {
  it('lists each code with its discount, where it applies and its uses so far', async () => {
    await openCoupons();
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    const cells = within(rows()[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['DIWALI10', '10% off', 'lamps from ₹1,500']);
    expect(cells[4]).toBe('7 of 100 (1 per shopper)');
  });

  it('creates a code from the labelled fields and lists it', async () => {
    await openCoupons([]);
    answer('POST /api/admin/coupons', {
      ...diwali,
      id: 'cpn_new',
      code: 'FLAT500',
      kind: 'fixed',
      value: 500,
    });
    answer('GET /api/admin/coupons', { coupons: [diwali] });
    await userEvent.type(screen.getByLabelText('Code'), 'flat500');
    await userEvent.selectOptions(screen.getByLabelText('Kind of discount'), 'fixed');
    await userEvent.type(screen.getByLabelText('Rupees off'), '500');
    await userEvent.type(screen.getByLabelText('Total uses'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText('FLAT500 created.')).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/admin/coupons')).toEqual([
      {
        code: 'flat500',
        kind: 'fixed',
        value: 500,
        minimumOrder: 0,
        startsAt: null,
        endsAt: null,
        totalLimit: 50,
        perShopperLimit: 1,
        categories: [],
      },
    ]);
  });

  it('says what is wrong before sending, and shows the API’s refusal', async () => {
    await openCoupons([]);
    await userEvent.type(screen.getByLabelText('Code'), 'BIG');
    await userEvent.type(screen.getByLabelText('Percent off'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A percent discount is at most 90 percent.');
    expect(sentTo('POST /api/admin/coupons')).toEqual([]);

    answer('POST /api/admin/coupons', failure(409, 'Another coupon already has this code.'));
    await userEvent.clear(screen.getByLabelText('Percent off'));
    await userEvent.type(screen.getByLabelText('Percent off'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Another coupon already has this code.')).toBeInTheDocument();
  });

  it('edits a code in the form and deactivates another', async () => {
    await openCoupons();
    await userEvent.click(screen.getByRole('button', { name: 'Edit DIWALI10' }));
    expect(screen.getByRole('heading', { name: 'Edit DIWALI10' })).toBeInTheDocument();
    expect(screen.getByLabelText('Categories')).toHaveValue('lamps');
    answer('PUT /api/admin/coupons/:id', { ...diwali, value: 15 });
    await userEvent.clear(screen.getByLabelText('Percent off'));
    await userEvent.type(screen.getByLabelText('Percent off'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('DIWALI10 saved.')).toBeInTheDocument();
    expect(bodiesSentTo('PUT /api/admin/coupons/:id')).toMatchObject([{ code: 'DIWALI10', value: 15 }]);

    answer('POST /api/admin/coupons/:id/deactivate', { ...diwali, active: false });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate DIWALI10' }));
    expect(await screen.findByText('DIWALI10 no longer applies.')).toBeInTheDocument();
    expect(sentTo('POST /api/admin/coupons/:id/deactivate')[0]?.path).toBe(
      '/api/admin/coupons/cpn_diwali/deactivate',
    );
  });
});
