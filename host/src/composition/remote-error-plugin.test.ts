import remoteErrorPlugin, { RemoteUnavailableError } from './remote-error-plugin';
import { setClientErrorSink, type ClientError } from './report-client-error';

describe('the remote error plugin', () => {
  it("turns a failed load into RemoteUnavailableError and reports it as the remote's", () => {
    const reports: ClientError[] = [];
    setClientErrorSink((error) => reports.push(error));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('[ Federation Runtime ]: RUNTIME-008 manifest 503');
    const errorLoadRemote = remoteErrorPlugin().errorLoadRemote as (args: {
      id: string;
      error: unknown;
    }) => unknown;

    expect(() => errorLoadRemote({ id: 'catalog/HomePage', error: cause })).toThrow(RemoteUnavailableError);
    expect(reports).toEqual([
      { kind: 'load', app: 'catalog', context: 'could not load catalog/HomePage', error: cause },
    ]);
    setClientErrorSink(undefined);
    vi.mocked(console.error).mockRestore();
  });
});
