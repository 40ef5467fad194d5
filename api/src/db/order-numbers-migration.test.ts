/**
 * The migration that numbers orders, run over orders made before it: they are numbered in the order
 * they were placed, keep their courier and get the day it promised, and new orders carry on after them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseBeforeMigration,
  type DatabaseBeforeMigration,
} from '../../test/database-before-migration.js';

let database: DatabaseBeforeMigration;
let db: DatabaseBeforeMigration['db'];

beforeAll(async () => {
  database = await databaseBeforeMigration('0016_order_numbers_cod');
  db = database.db;
});
afterAll(() => database.close());

const courier = (days: string) => ({
  courier_company_id: 43,
  courier_name: 'Delhivery Surface',
  rate: 87.5,
  estimated_delivery_days: days,
});

describe('numbering the orders made before numbers', () => {
  it('numbers them by when they were placed, keeps their courier and its day, and carries on after them', async () => {
    await db.execute(sql`insert into users (id, name, email) values ('usr_old', 'Asha', 'asha@example.in')`);
    // Ids in another order than the days they were placed.
    const placed = [
      { id: 'ord_c', day: '2026-01-05T20:00:00Z', days: '4' },
      { id: 'ord_a', day: '2026-01-07T09:00:00Z', days: 'soon' },
      { id: 'ord_b', day: '2026-01-06T10:00:00Z', days: '2' },
    ];
    for (const { id, day, days } of placed) {
      await db.execute(sql`insert into payment_orders (razorpay_order_id, user_id, amount_paise, shipping_paise, cart, quote_id, courier, shipping_address)
        values (${`order_${id}`}, 'usr_old', 100000, 8750, '[]', 'quo_old', ${JSON.stringify(courier(days))}, '{}')`);
      await db.execute(sql`insert into orders (id, user_id, razorpay_payment_id, razorpay_order_id, subtotal, shipping_charge, tax, total_amount, shipping_address, created_at)
        values (${id}, 'usr_old', ${`pay_${id}`}, ${`order_${id}`}, 900, 87.5, 12.5, 1000, '{}', ${day})`);
    }

    await database.migrateTheRest();

    const rows = await db.execute<{
      id: string;
      number: number;
      delivers_by: string | null;
      courier_name: string;
    }>(
      sql`select id, number, delivers_by::text, courier->>'courier_name' as courier_name from orders order by number`,
    );
    expect(rows.rows).toEqual([
      // 20:00 UTC on the 5th is the 6th in India; four days on is the 10th.
      { id: 'ord_c', number: 10001, delivers_by: '2026-01-10', courier_name: 'Delhivery Surface' },
      { id: 'ord_b', number: 10002, delivers_by: '2026-01-08', courier_name: 'Delhivery Surface' },
      // A courier's days that are no number promise no day.
      { id: 'ord_a', number: 10003, delivers_by: null, courier_name: 'Delhivery Surface' },
    ]);

    await db.execute(sql`insert into orders (id, user_id, payment_method, subtotal, shipping_charge, tax, total_amount, shipping_address)
      values ('ord_new', 'usr_old', 'cod', 900, 87.5, 12.5, 1050, '{}')`);
    const fresh = await db.execute<{ number: number }>(sql`select number from orders where id = 'ord_new'`);
    expect(fresh.rows).toEqual([{ number: 10004 }]);
    // An order paid online still needs its payment.
    await expect(
      db.execute(sql`insert into orders (id, user_id, subtotal, shipping_charge, tax, total_amount, shipping_address)
        values ('ord_unpaid', 'usr_old', 900, 87.5, 12.5, 1000, '{}')`),
    ).rejects.toThrow();
  });
});
