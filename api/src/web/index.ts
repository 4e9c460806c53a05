export { mountWeb } from './static-web';
export { helmetOptions, remoteOrigins } from './csp';
export { webRoots } from './web-paths';
