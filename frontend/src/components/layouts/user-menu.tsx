import { Icon } from '@/components/ui/icon';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { PlanBadge } from '@/components/ui/plan-badge';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { hasRenewingPremium } from '@/lib/plan';

import { useLogout } from './use-logout';

/** The signed-in user's button and its dropdown: email, plan, Upgrade, Pricing, Profile, My Quizzes, Logout. */
export function UserMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  const initial = user.email.charAt(0).toUpperCase() || '?';

  return (
    <div className="dropdown user-menu" ref={rootRef}>
      <button
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-menu__caret" aria-hidden="true" />
      </button>
      {open && (
        <div className="dropdown__menu" id={menuId} role="menu">
          <div className="dropdown__header">
            <div className="user-menu__email">
              {user.email}
            </div>
            <PlanBadge user={user} />
          </div>
          {!hasRenewingPremium(user) && (
            <Link role="menuitem" className="dropdown__item dropdown__item--accent" to={paths.pricing.getHref()}>
              <Icon name="zap" size={16} /> Upgrade
            </Link>
          )}
          <Link role="menuitem" className="dropdown__item" to={paths.pricing.getHref()}>
            Pricing
          </Link>
          <Link role="menuitem" className="dropdown__item" to={paths.profile.getHref()}>
            Profile
          </Link>
          <Link role="menuitem" className="dropdown__item" to={paths.savedQuizzes.getHref()}>
            My Quizzes
          </Link>
          <hr className="divider user-menu__divider" />
          <button role="menuitem" type="button" className="dropdown__item dropdown__item--danger" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
