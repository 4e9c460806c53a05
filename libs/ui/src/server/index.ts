/** `@hackathon/ui/server`: what the server bundles render with (node only; not shared with the browser builds). */
export { freezeMarkup, renderFrozen } from './render-frozen';
