/**
 * GET requests the first screen of a page will make, started as the page opens
 * (app/screen-preload.ts) instead of once React, TanStack Query and the screen's chunks have
 * loaded and rendered: on a phone's link that wait was most of the Largest Contentful Paint of the
 * product lists, whose first picture is only known once the list has arrived.
 *
 * Each answer is handed once, to the first request for the same address, headers included (the
 * token and language it was asked with); any later request goes to the network. An answer nobody
 * takes within ten seconds is dropped, so none is ever served late.
 */
const KEEP_MS = 10_000;
const pending = new Map<string, Promise<Response>>();

const keyOf = (url: string, headers: Record<string, string>) =>
  JSON.stringify([url, Object.entries(headers).sort(([a], [b]) => a.localeCompare(b))]);

export function startEarlyRequest(url: string, headers: Record<string, string>) {
  const key = keyOf(url, headers);
  if (pending.has(key)) return;
  const response = fetch(url, { headers });
  // A failure is the screen's to report, when it takes the answer.
  response.catch(() => undefined);
  pending.set(key, response);
  setTimeout(() => {
    if (pending.get(key) === response) pending.delete(key);
  }, KEEP_MS);
}

/** The early answer to this request, if one was started and nobody has taken it yet. */
export function takeEarlyRequest(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  const response = pending.get(key);
  pending.delete(key);
  return response;
}
