import { hydrateWhenNeeded } from '~/lib/hydrate-when-needed'
import { AboutSection } from './about-section'
import { CommunitySection } from './community-section'
import { EmpoweringSection } from './empowering-section'
import { FeaturedProductsSection } from './featured-products-section'
import { HeroSection } from './hero-section'
import { TestimonialsSection } from './testimonials-section'

// The forms far below the first screen load with the visitor's way down (decision 046).
const DonationSection = hydrateWhenNeeded(() =>
  import('./donation-section').then((m) => m.DonationSection),
)
const NewsletterSection = hydrateWhenNeeded(() =>
  import('./newsletter-section').then((m) => m.NewsletterSection),
)

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
