import { spreadOf } from './spread';

/**
 * The median time a release's server renderer takes for one page, asked as the host asks it (the
 * `render` address beside the remote's manifest): one render first, unmeasured, to warm the renderer
 * and its caches, then `runs` renders one after another.
 */
export async function medianRenderMs(
  releaseBase: string,
  request: { page: string; params: Record<string, string>; url: string },
  runs = 5,
): Promise<number> {
  const address = new URL(`${releaseBase}/render`);
  address.searchParams.set('page', request.page);
  address.searchParams.set('params', JSON.stringify(request.params));
  address.searchParams.set('url', request.url);
  const renderOnce = async () => {
    const started = performance.now();
    await (await fetch(address)).text();
    return performance.now() - started;
  };
  await renderOnce();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await renderOnce());
  return spreadOf(times).median;
}
