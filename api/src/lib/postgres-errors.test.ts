import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDataException } from './postgres-errors.js';

/** An error as drizzle throws it: its own query error, with the driver's error as the cause. */
const fromQuery = (code: string, message = 'refused') =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error(message), { code }) });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['53300', 'too many connections for role "shop"'],
    ['53300', 'sorry, too many clients already'],
    ['53000', 'insufficient resources'],
    ['55000', 'database "shop" is not accepting connections'],
    ['57P03', 'the database system is starting up'],
    ['57P01', 'terminating connection due to administrator command'],
    ['08006', 'connection failure'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
  ])('holds %s (%s) for a database to ask again in a moment', (code, message) => {
    expect(isDatabaseUnavailable(fromQuery(code, message))).toBe(true);
  });

  it('holds a connection the pool saw end, by its message', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['22P02', 'invalid input syntax for type integer'],
    ['42P01', 'relation "nowhere" does not exist'],
    ['40001', 'could not serialize access'],
  ])('does not hold %s (%s), which asking again would not mend', (code, message) => {
    expect(isDatabaseUnavailable(fromQuery(code, message))).toBe(false);
  });
});

describe('isDataException', () => {
  it('holds class 22 only', () => {
    expect(isDataException(fromQuery('22021'))).toBe(true);
    expect(isDataException(fromQuery('53300'))).toBe(false);
  });
});
