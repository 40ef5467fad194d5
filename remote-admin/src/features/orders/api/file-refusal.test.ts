import { withFileRefusal } from './file-refusal';

describe('withFileRefusal', () => {
  it("reads the API's message out of a refused file's body", async () => {
    const refused = Object.assign(new Error('Request failed with status code 409'), {
      response: { data: new Blob([JSON.stringify({ message: 'These orders have no AWB yet: BA-10044.' })]) },
    });
    await expect(withFileRefusal(() => Promise.reject(refused))).rejects.toThrow(
      'These orders have no AWB yet: BA-10044.',
    );
  });

  it('passes on a failure that carries no message as it came', async () => {
    const offline = new Error('Network Error');
    await expect(withFileRefusal(() => Promise.reject(offline))).rejects.toBe(offline);
    const garbled = Object.assign(new Error('Request failed with status code 502'), {
      response: { data: new Blob(['<html>Bad gateway</html>']) },
    });
    await expect(withFileRefusal(() => Promise.reject(garbled))).rejects.toBe(garbled);
  });
});
