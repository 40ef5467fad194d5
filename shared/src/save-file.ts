/** How long the file stays addressable after the click: the browser reads it as the download starts. */
const KEEP_URL_MS = 10_000;

/**
 * Hands `blob` to the browser as a download named `filename`. For files the API serves only with the
 * session's token, which a plain link cannot send: the page fetches the file, then saves it with this.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  // Firefox follows a click only on a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, the address could be gone before the browser has read the file.
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
