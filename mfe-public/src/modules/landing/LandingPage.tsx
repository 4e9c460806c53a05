import { startTransition, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { isPrerenderOnShow } from '@hackathon/ui';
import { scrollToSection } from '../shared/documents';
import { AwardsSection } from './components/AwardsSection';
import { BackToTop } from './components/BackToTop';
import { ContactSection } from './components/ContactSection';
import { FaqSection } from './components/FaqSection';
import { Footer } from './components/Footer';
import { GallerySection } from './components/GallerySection';
import { GuidelinesSection } from './components/GuidelinesSection';
import { HeroSection } from './components/HeroSection';
import { TimelineSection } from './components/TimelineSection';

/**
 * The hero first, the sections below it one step later: on a slow phone the first paint (the
 * hero's title, text and poster) does not wait for the whole page to render. When the page's
 * prerendered copy is on show (ADR 0006) the whole page renders at once, so the copy gives way
 * to a page of the same length.
 */
function useBelowTheFold(): boolean {
  const [ready, setReady] = useState(isPrerenderOnShow);
  useEffect(() => {
    if (ready) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => window.clearTimeout(timer);
  }, [ready]);
  return ready;
}

export default function LandingPage() {
  const { hash } = useLocation();
  const belowTheFold = useBelowTheFold();
  // a link such as /#faqs from another page lands on its section (once the sections are there)
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (id && belowTheFold) window.requestAnimationFrame(() => scrollToSection(id));
  }, [hash, belowTheFold]);
  return <LandingSections belowTheFold={belowTheFold} />;
}

/** The page's sections: the live page's, and the API's server render of it (server/landing.tsx). */
export function LandingSections({ belowTheFold }: { belowTheFold: boolean }) {
  return (
    <Box>
      <HeroSection />
      {belowTheFold ? (
        <>
          <TimelineSection />
          <AwardsSection />
          <GallerySection />
          <GuidelinesSection />
          <FaqSection />
          <ContactSection />
          <Footer />
          <BackToTop />
        </>
      ) : null}
    </Box>
  );
}
