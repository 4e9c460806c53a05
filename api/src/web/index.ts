export { mountWeb, cacheControlFor } from './static-web';
export { apiCompression } from './compression';
export { helmetOptions, remoteOrigins } from './csp';
export { webRoots } from './web-paths';
