/**
 * Bounds of webhook endpoints that the schemas state and the use cases enforce. A module of its
 * own, importing nothing: the catalogue reads the schemas, so whatever they import lands in every
 * function's bundle (the URL rules' `ipaddr.js` did, 13 KB each, until this moved here).
 */

/** Longer URLs are a 400 before any URL rule runs. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
