export { mountWeb, cacheControlFor } from './static-web';
export { apiCompression } from './compression';
export { helmetOptions, remoteSources, securityHeaders } from './csp';
export { webRoots } from './web-paths';
