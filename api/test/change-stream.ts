/**
 * For tests: a follower of GET /api/changes over real HTTP, reading the Server-Sent Events as the
 * composition server does, with fetch.
 */
export interface ChangeEvent {
  /** `message` for a change, `ready` once the API listens. */
  event: string;
  data: unknown;
}

export interface ChangeStream {
  status: number;
  headers: Headers;
  /** The next event; undefined once the API ended the stream. Comment lines (keep-alive) are skipped. */
  next(): Promise<ChangeEvent | undefined>;
  /** The tags of the next change that names `tag`, those of the changes before it in `before`. */
  changeNaming(tag: string): Promise<{ tags: string[]; before: string[][] }>;
  close(): Promise<void>;
}

export async function openChangeStream(baseUrl: string): Promise<ChangeStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/changes`, { signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';

  async function next(): Promise<ChangeEvent | undefined> {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = block.split('\n').filter((line) => !line.startsWith(':'));
        if (fields.length === 0) continue;
        const field = (name: string) =>
          fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffered += value;
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    next,
    async changeNaming(tag) {
      const before: string[][] = [];
      for (;;) {
        const event = await next();
        if (!event) throw new Error(`The stream ended before a change naming ${tag}`);
        const { tags } = event.data as { tags: string[] };
        if (tags.includes(tag)) return { tags: tags.toSorted(), before };
        before.push(tags);
      }
    },
    async close() {
      abort.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}
