// MemoryRouter, not StaticRouter: the shared router facade carries it already (tools/webpack/react-router-facade.js)
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_LOCALE, loadServerCatalogues, readWithSiteContent, type RenderLanding } from '@hackathon/contracts';
import { freezeMarkup, renderFrozen } from '@hackathon/ui/server';
import { LandingSections } from '../modules/landing/LandingPage';

/**
 * The landing page rendered by the API with the content the organisers published (issue 25, ADR
 * 0011): the live page's own sections, all of them (as when a prerendered copy is on show), frozen
 * like the prerender step's copy, for the layout's <main>. Built for node by webpack.server.config.js
 * (dist-server/landing.js).
 */

// this bundle's own catalogue (it bundles its own translation instance): every namespace in both
// languages, since a render may be in either
loadServerCatalogues();

export const renderLanding: RenderLanding = (published, locale = DEFAULT_LOCALE) =>
  // EVENT says the published content, live counts filled in, for this synchronous render only
  readWithSiteContent(published.content, () =>
    freezeMarkup(
      renderFrozen(
        <MemoryRouter>
          <LandingSections belowTheFold />
        </MemoryRouter>,
        locale,
        'ls',
      ),
    ),
  );
