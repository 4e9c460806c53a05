import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreLanguage } from '@hackathon/session';
import { App } from './App';
import { previewLanguage, siteContentArriving } from './content/siteContent';
import { startFederation } from './federation/registry';
import { appContainer } from './prerender';

// start fetching /remotes.json and the published content at once; remote areas wait for both, the navbar does not
startFederation();
void siteContentArriving();
// the device's language (or a preview frame's): English at once, Hindi when its catalogues arrive (a prerendered Hindi page stays on show until then)
void restoreLanguage(previewLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(appContainer(root)).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
