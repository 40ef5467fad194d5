const serialized = new WeakMap<object, string>();

/**
 * Response serializer for answers served from an in-process cache (the catalogue): the cache hands out
 * the same object for seconds at a time, so it is turned into JSON once, not on every request, and not
 * re-validated against its schema either (the service's types and the database schema already fix
 * its shape; the route's schema still documents it in OpenAPI). This is what keeps the hottest read
 * close to a bare route's speed.
 */
export function cachedJsonSerializer() {
  return (data: unknown): string => {
    if (typeof data !== 'object' || data === null) return JSON.stringify(data);
    let json = serialized.get(data);
    if (json === undefined) {
      json = JSON.stringify(data);
      serialized.set(data, json);
    }
    return json;
  };
}
