import { PASSWORD_RULES } from '../utils/password-rules';

/** Live list of the password rules; each turns green when it holds. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="checklist" aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const ok = rule.test(password);
        return (
          <li key={rule.id} className={`checklist__item${ok ? ' checklist__item--ok' : ''}`} data-met={ok}>
            {rule.label}
            <span className="sr-only">{ok ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
