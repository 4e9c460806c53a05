import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
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

export default function LandingPage() {
  const { hash } = useLocation();
  // a link such as /#faqs from another page lands on its section
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (id) window.requestAnimationFrame(() => scrollToSection(id));
  }, [hash]);

  return (
    <Box>
      <HeroSection />
      <TimelineSection />
      <AwardsSection />
      <GallerySection />
      <GuidelinesSection />
      <FaqSection />
      <ContactSection />
      <Footer />
      <BackToTop />
    </Box>
  );
}
