/**
 * The guided-prompt reader builds its patterns from phrasebooks and the text at hand; most sources
 * repeat from one request to the next. Compiling each once per instance saves the work on every
 * later request. Bounded, because some sources carry the caller's words (a persona name).
 */
const cache = new Map<string, RegExp>();
const LIMIT = 4000;

/** `new RegExp(source, flags)`, compiled once per instance; `lastIndex` is reset for each caller. */
export function compiled(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let regex = cache.get(key);
  if (regex === undefined) {
    if (cache.size >= LIMIT) cache.clear();
    regex = new RegExp(source, flags);
    cache.set(key, regex);
  }
  regex.lastIndex = 0;
  return regex;
}
