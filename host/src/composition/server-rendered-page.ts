/** A page its remote drew on the server, as the host's server sent it inside the shell. */
interface DrawnPage {
  path: string;
  html: string;
}

let drawn: DrawnPage | undefined;

/**
 * Keeps the drawn page's markup before React takes the root over, so the shell can show it until the
 * remote's live page is ready to replace it, instead of a spinner in between.
 */
export function captureServerRenderedPage(root: ParentNode = document): void {
  const element = root.querySelector<HTMLElement>('[data-server-rendered]');
  drawn = element ? { path: element.dataset.serverRendered ?? '', html: element.innerHTML } : undefined;
}

/** The drawn markup of the page at `path`, until the live page has replaced it. */
export function serverRenderedPage(path: string): string | undefined {
  return drawn?.path === path ? drawn.html : undefined;
}

/** Once shown, the live page is the truth: a later visit must not flash what the server drew before. */
export function forgetServerRenderedPage(): void {
  drawn = undefined;
}
