import '@/features/home/home.css';
import { Audiences } from '@/features/home/components/audiences';
import { Faq } from '@/features/home/components/faq';
import { FinalCta } from '@/features/home/components/final-cta';
import { Hero } from '@/features/home/components/hero';
import { KeyFeatures } from '@/features/home/components/key-features';
import { MultiplayerBanner } from '@/features/home/components/multiplayer-banner';
import { useAuth } from '@/lib/auth';

export default function HomeRoute() {
  const { isLoggedIn, openAuthModal } = useAuth();
  return (
    <main>
      <MultiplayerBanner />
      <Hero isLoggedIn={isLoggedIn} onSignIn={() => openAuthModal('login')} />
      <KeyFeatures />
      <Audiences />
      <Faq />
      <FinalCta isLoggedIn={isLoggedIn} />
    </main>
  );
}
