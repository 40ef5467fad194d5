import { responseStatus } from './response-status';

describe('responseStatus', () => {
  it('reads the status of an answered request', () => {
    expect(responseStatus(Object.assign(new Error('Bad'), { response: { status: 400 } }))).toBe(400);
  });

  it('gives undefined when no answer came', () => {
    expect(
      responseStatus(Object.assign(new Error('Network Error'), { response: undefined })),
    ).toBeUndefined();
    expect(responseStatus(new Error('Network Error'))).toBeUndefined();
    expect(responseStatus('nope')).toBeUndefined();
  });
});
