import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material';
import { readInLocale, type Locale } from '@hackathon/contracts';
import { theme } from '../theme';

/**
 * A screen rendered by the API's server bundles (ADR 0006: the school dashboard's first screen, the
 * landing page with the published content), in the app's theme and in `locale`. Emotion's SSR
 * writes each rule once, inline before the first element using it; the live app's cache moves such
 * tags into <head> when it starts, so they are marked for the shell's hand-off to remove with the
 * copy (shell/src/prerender.ts: style[data-prerendered]). Node only: never in a browser bundle.
 */
export function renderFrozen(screen: ReactElement, locale: Locale, cacheKey: string): string {
  // a cache per render: a shared one would leave out every rule an earlier render wrote; no vendor
  // prefixes (stylis' default plugin): the browsers we serve need none, and a copy the browser took
  // (the prerender step's) holds none either, the CSSOM having dropped them
  const cache = createCache({ key: cacheKey, stylisPlugins: [] });
  // renderToString is synchronous: the language holds for this render only
  const html = readInLocale(locale, () =>
    renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>{screen}</ThemeProvider>
      </CacheProvider>,
    ),
  );
  return html.replaceAll(`<style data-emotion="${cacheKey} `, `<style data-prerendered="" data-emotion="${cacheKey} `);
}

/** A form control without the `disabled` attribute yet. */
const LIVE_CONTROL = /<(button|input|select|textarea|fieldset)\b(?![^>]*\sdisabled[\s=>/])/g;
/** The text of an element marked `data-prerender="volatile"` (a moment's value, e.g. the countdown). */
const VOLATILE_TEXT = /(<[^>]*\sdata-prerender="volatile"[^>]*>)[^<]*/g;

/**
 * Server-rendered markup made fit to show before the app starts, as the prerender step freezes a
 * page (prerender/src/freeze.ts): controls disabled (the app's own replace them), volatile text as
 * dashes (the copy may be served for a minute; the countdown's numbers would be wrong).
 */
export function freezeMarkup(html: string): string {
  return html.replace(LIVE_CONTROL, '<$1 disabled=""').replace(VOLATILE_TEXT, '$1--');
}
