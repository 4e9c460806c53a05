import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startFederation } from './federation/registry';
import { appContainer } from './prerender';

// start fetching /remotes.json at once; remote areas wait for it, the navbar does not
startFederation();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(appContainer(root)).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
