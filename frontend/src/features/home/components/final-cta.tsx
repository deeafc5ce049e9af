import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function FinalCta({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <section className="section final-cta-section">
      <div className="container">
        <div className="final-cta">
          <h2 className="final-cta__title">Ready to turn your notes into a quiz?</h2>
          <p className="final-cta__text">Upload a document and play your first quiz in under a minute.</p>
          <Link className="btn btn--light btn--large" to={paths.generator.getHref()}>
            {isLoggedIn ? 'Create Your Quiz' : 'Get Started Free'}
          </Link>
        </div>
      </div>
    </section>
  );
}
