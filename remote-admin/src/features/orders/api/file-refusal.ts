/**
 * A file asked for as a Blob comes back refused as a Blob too: its `{message}` is read out of it, so
 * that the page can say why (which orders have no AWB, Shiprocket not answering).
 */
export async function withFileRefusal<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const body = (error as { response?: { data?: unknown } }).response?.data;
    if (body instanceof Blob) {
      const message = await body
        .text()
        .then((text) => (JSON.parse(text) as { message?: unknown }).message)
        .catch(() => undefined);
      if (typeof message === 'string' && message) throw new Error(message, { cause: error });
    }
    throw error;
  }
}
