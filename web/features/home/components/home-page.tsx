import { AboutSection } from './about-section'
import { CommunitySection } from './community-section'
import { DonationSection } from './donation-section'
import { EmpoweringSection } from './empowering-section'
import { FeaturedProductsSection } from './featured-products-section'
import { HeroSection } from './hero-section'
import { NewsletterSection } from './newsletter-section'
import { TestimonialsSection } from './testimonials-section'

export function HomePage() {
  return (
    <>
      <HeroSection />
      <EmpoweringSection />
      <AboutSection />
      <FeaturedProductsSection />
      <CommunitySection />
      <DonationSection />
      <TestimonialsSection />
      <NewsletterSection />
    </>
  )
}
