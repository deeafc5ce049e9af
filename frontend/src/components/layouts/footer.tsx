import { Link } from 'react-router';

import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/site';

import { SocialLinks } from './social-links';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Link to={paths.home.getHref()} className="navbar__brand footer__logo">
            <LogoMark />
            <span>QuizForge</span>
          </Link>
          <p className="footer__tagline">
            Turn your documents into interactive quizzes with AI. Study alone or compete live with friends.
          </p>
          <SocialLinks />
        </div>

        <nav className="footer__column" aria-label="Product">
          <h2 className="footer__heading">Product</h2>
          <Link to={paths.generator.getHref()}>Generate Quiz</Link>
          <Link to={paths.multiplayer.getHref()}>Multiplayer</Link>
          <Link to={paths.pricing.getHref()}>Pricing</Link>
        </nav>

        <nav className="footer__column" aria-label="Company">
          <h2 className="footer__heading">Company</h2>
          <Link to={paths.about.getHref()}>About Us</Link>
          <Link to={paths.contact.getHref()}>Contact</Link>
          <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
        </nav>

        <div className="footer__column footer__column--wide">
          <h2 className="footer__heading">Support</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          <span className="footer__note">We answer within two working days.</span>
        </div>
      </div>
      <div className="container footer__bottom">
        <span>© {year} QuizForge. All rights reserved.</span>
      </div>
    </footer>
  );
}
