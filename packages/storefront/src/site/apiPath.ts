/** The path under which the site forwards the browser's API calls (see `proxyToApi`). */
export const API_PROXY_PATH = '/api';
