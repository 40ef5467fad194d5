import { codRefusal } from './cash-on-delivery';

const couriers = [
  { courier_name: 'Delhivery Surface', cod: true },
  { courier_name: 'Blue Dart Air', cod: false },
];
const [delhivery, blueDartAir] = couriers as [(typeof couriers)[0], (typeof couriers)[0]];
const limit = { codLimit: 10_000 };

describe('codRefusal', () => {
  it('takes an order up to the limit with a courier that collects cash', () => {
    expect(
      codRefusal({ orderValue: 10_000, pincode: '110001', courier: delhivery, couriers }, limit),
    ).toBeNull();
  });

  it('refuses an order worth more than the limit, naming the limit', () => {
    expect(codRefusal({ orderValue: 10_000.5, pincode: '110001', courier: delhivery, couriers }, limit)).toBe(
      'Cash on delivery is available on orders up to ₹10,000. Please pay online.',
    );
  });

  it('refuses a pincode no courier collects cash at, and a courier that does not collect it', () => {
    const prepaidOnly = couriers.map((courier) => ({ ...courier, cod: false }));
    expect(
      codRefusal(
        { orderValue: 500, pincode: '190001', courier: prepaidOnly[0]!, couriers: prepaidOnly },
        limit,
      ),
    ).toBe('Cash on delivery is not available for pincode 190001. Please pay online.');
    expect(codRefusal({ orderValue: 500, pincode: '110001', courier: blueDartAir, couriers }, limit)).toBe(
      'Blue Dart Air does not collect cash on delivery. Choose another courier or pay online.',
    );
  });

  it('is off when the owner set the limit to 0', () => {
    expect(
      codRefusal({ orderValue: 1, pincode: '110001', courier: delhivery, couriers }, { codLimit: 0 }),
    ).toBe('Cash on delivery is not available at the moment. Please pay online.');
  });
});
