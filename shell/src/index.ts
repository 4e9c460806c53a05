// Async boundary: shared singletons (React, MUI...) are negotiated before any app code runs.
// Meanwhile the remote that renders this page is fetched (registry, remote entry, routes chunk).
import { startFederationFor } from './federation/start';

startFederationFor(window.location.pathname);
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
