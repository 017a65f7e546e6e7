import { createHttp } from '../lib/http';

/**
 * The page's one JSON client: the signed-out shell's (`boot`) and the sync engine's (`app-data`).
 * It lives apart from both because `boot` loads `app-data` on demand: were it in either, the two
 * would import each other.
 */
export const http = createHttp();
