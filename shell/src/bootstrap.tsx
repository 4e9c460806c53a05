import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreLanguage } from '@hackathon/session';
import { App } from './App';
import { startFederation } from './federation/registry';
import { appContainer } from './prerender';

// start fetching /remotes.json at once; remote areas wait for it, the navbar does not
startFederation();
// the device's language: English at once, Hindi when its catalogues arrive (a prerendered Hindi page stays on show until then)
void restoreLanguage();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(appContainer(root)).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
