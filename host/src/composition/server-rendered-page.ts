/** A page its remote rendered on the server, as the host's server sent it inside the shell. */
interface CapturedPage {
  path: string;
  html: string;
}

let captured: CapturedPage | undefined;

/**
 * Keeps the server-rendered page's markup before React takes the root over, so the shell can show it
 * until the remote's client-rendered page is ready to replace it, instead of a spinner in between.
 */
export function captureServerRenderedPage(root: ParentNode = document): void {
  const element = root.querySelector<HTMLElement>('[data-server-rendered]');
  captured = element ? { path: element.dataset.serverRendered ?? '', html: element.innerHTML } : undefined;
}

/** The server-rendered markup of the page at `path`, until the client-rendered page has replaced it. */
export function serverRenderedPage(path: string): string | undefined {
  return captured?.path === path ? captured.html : undefined;
}

/** Once shown, the client-rendered page is the truth: a later visit must not flash the server render. */
export function forgetServerRenderedPage(): void {
  captured = undefined;
}
