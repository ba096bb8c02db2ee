import { hydrateWhenNeeded } from '~/lib/hydrate-when-needed'
import { FeaturedProductsSection } from './featured-products-section'
import { HeroSection } from './hero-section'

// What is below the first screen and needs no data loads with the visitor's way down: the
// forms, and the sections that only say something and link on (decisions 046, 082).
const EmpoweringSection = hydrateWhenNeeded(() =>
  import('./empowering-section').then((m) => m.EmpoweringSection),
)
const AboutSection = hydrateWhenNeeded(() => import('./about-section').then((m) => m.AboutSection))
const CommunitySection = hydrateWhenNeeded(() =>
  import('./community-section').then((m) => m.CommunitySection),
)
const DonationSection = hydrateWhenNeeded(() =>
  import('./donation-section').then((m) => m.DonationSection),
)
const TestimonialsSection = hydrateWhenNeeded(() =>
  import('./testimonials-section').then((m) => m.TestimonialsSection),
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
