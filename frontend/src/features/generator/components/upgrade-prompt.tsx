import { Link } from 'react-router';

import { paths } from '@/config/paths';

const PREMIUM_PERKS = ['Custom number of questions', 'Quiz editing', 'Saving multiple quizzes', 'Advanced analytics'];

/** What a free user gains by upgrading; leads to the pricing page. */
export function UpgradePrompt() {
  return (
    <aside className="upgrade-prompt" aria-labelledby="upgrade-prompt-title">
      <h3 id="upgrade-prompt-title" className="upgrade-prompt__title">
        Upgrade to Premium to unlock
      </h3>
      <ul className="feature-list upgrade-prompt__list">
        {PREMIUM_PERKS.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <Link className="btn btn--primary upgrade-prompt__button" to={paths.pricing.getHref()}>
        Upgrade to Premium
      </Link>
    </aside>
  );
}
