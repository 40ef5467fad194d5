import { courierIdOf } from './courier-id';

describe('courierIdOf', () => {
  const base = { courier_name: 'Delhivery Surface', rate: 120, estimated_delivery_days: '5' };

  it('prefers courier_id, then id, then Shiprocket courier_company_id, then the name', () => {
    expect(courierIdOf({ ...base, courier_id: 'fallback-standard', id: 3, courier_company_id: 12 })).toBe(
      'fallback-standard',
    );
    expect(courierIdOf({ ...base, id: 3, courier_company_id: 12 })).toBe(3);
    expect(courierIdOf({ ...base, courier_company_id: 12 })).toBe(12);
    expect(courierIdOf(base)).toBe('Delhivery Surface');
  });
});
