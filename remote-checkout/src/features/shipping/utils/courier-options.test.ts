import { couriersIn, labelCourierOptions } from './courier-options';

const courier = (courier_company_id: number, courier_name: string, rate: number, days = '4', cod = true) => ({
  courier_company_id,
  courier_name,
  rate,
  estimated_delivery_days: days,
  cod,
});

describe('labelCourierOptions', () => {
  it('keeps the three cheapest couriers, labelled Cheapest, Best and Fast in rate order', () => {
    const options = labelCourierOptions([
      courier(55, 'Blue Dart Surface', 112),
      courier(43, 'Delhivery Surface', 76.5),
      courier(1, 'Blue Dart Air', 140, '2'),
      courier(48, 'Ekart Logistics', 68),
      courier(51, 'Xpressbees Surface', 70, '4', false),
    ]);
    expect(options).toEqual([
      {
        key: '48',
        courierId: 48,
        courierName: 'Ekart Logistics',
        rate: 68,
        estimatedDeliveryDays: '4',
        label: 'Cheapest',
        cod: true,
      },
      {
        key: '51',
        courierId: 51,
        courierName: 'Xpressbees Surface',
        rate: 70,
        estimatedDeliveryDays: '4',
        label: 'Best',
        cod: false,
      },
      {
        key: '43',
        courierId: 43,
        courierName: 'Delhivery Surface',
        rate: 76.5,
        estimatedDeliveryDays: '4',
        label: 'Fast',
        cod: true,
      },
    ]);
  });

  it('labels fewer couriers from the cheapest, and none when there are none', () => {
    expect(
      labelCourierOptions([courier(6, 'DTDC', 90), courier(43, 'Delhivery', 80)]).map((o) => o.label),
    ).toEqual(['Cheapest', 'Best']);
    expect(labelCourierOptions([])).toEqual([]);
  });

  it('keeps the order it was given for couriers at the same rate', () => {
    const options = labelCourierOptions([
      courier(6, 'DTDC', 80),
      courier(43, 'Delhivery', 80),
      courier(51, 'XB', 80),
    ]);
    expect(options.map((option) => option.courierName)).toEqual(['DTDC', 'Delhivery', 'XB']);
  });

  it('names a courier by courier_id, else id, else courier_company_id, as the API looks it up', () => {
    const [courierId, plainId, company] = labelCourierOptions([
      { courier_id: 'fallback-standard', id: 9, courier_name: 'A', rate: 1, estimated_delivery_days: '7' },
      { id: 7, courier_company_id: 12, courier_name: 'B', rate: 2, estimated_delivery_days: '3' },
      { courier_company_id: 43, courier_name: 'C', rate: 3, estimated_delivery_days: '3' },
    ]);
    expect([courierId?.courierId, plainId?.courierId, company?.courierId]).toEqual([
      'fallback-standard',
      7,
      43,
    ]);
  });

  it('shows one courier once, at its cheapest rate', () => {
    const options = labelCourierOptions([
      courier(43, 'Delhivery', 95),
      courier(43, 'Delhivery', 80),
      courier(6, 'DTDC', 90),
    ]);
    expect(options.map((option) => [option.key, option.rate])).toEqual([
      ['43', 80],
      ['6', 90],
    ]);
  });
});

describe('couriersIn', () => {
  it('drops what is not a courier with a name and a usable rate', () => {
    expect(
      couriersIn([
        null,
        'Delhivery',
        { courier_name: 'No rate' },
        { courier_name: 'Bad rate', rate: Number.NaN },
        { courier_name: 'Negative', rate: -5 },
        { rate: 40 },
        { courier_id: 2, courier_name: 'Standard', rate: 99, estimated_delivery_days: '5' },
      ]),
    ).toEqual([
      {
        courier_company_id: undefined,
        courier_id: 2,
        id: undefined,
        courier_name: 'Standard',
        rate: 99,
        estimated_delivery_days: '5',
        // Only a courier Shiprocket says collects cash on delivery is offered for it.
        cod: false,
      },
    ]);
    expect(couriersIn(undefined)).toEqual([]);
    expect(couriersIn({ courier_name: 'x', rate: 1 })).toEqual([]);
  });

  it('takes the delivery estimate from etd when estimated_delivery_days is missing', () => {
    expect(
      couriersIn([{ id: 1, courier_name: 'A', rate: 1, etd: 'Mar 14, 2026' }])[0]?.estimated_delivery_days,
    ).toBe('Mar 14, 2026');
    expect(couriersIn([{ id: 1, courier_name: 'A', rate: 1 }])[0]?.estimated_delivery_days).toBe('');
  });
});
