import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { LogoMark } from '@/components/ui/logo';
import { PlanBadge } from '@/components/ui/plan-badge';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { hasRenewingPremium } from '@/lib/plan';

import { visibleNavItems } from './nav-links';
import { useLogout } from './use-logout';
import { UserMenu } from './user-menu';

const linkClass = ({ isActive }: { isActive: boolean }) => `navbar__link${isActive ? ' navbar__link--active' : ''}`;

export function Navbar() {
  const { isLoggedIn, user, openAuthModal } = useAuth();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const items = visibleNavItems(isLoggedIn);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  // The open phone menu closes on Escape (focus goes back to its button) and on a tap anywhere outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const openAuth = (view: 'login' | 'register') => {
    // The menu's button is about to disappear: the dialog returns focus to the menu toggle instead.
    if (menuOpen) toggleRef.current?.focus();
    setMenuOpen(false);
    openAuthModal(view);
  };

  return (
    <header className="navbar" ref={headerRef}>
      <div className="container navbar__inner">
        <Link to={paths.home.getHref()} className="navbar__brand" aria-label="QuizForge home">
          <LogoMark />
          <span>QuizForge</span>
        </Link>

        <nav className="navbar__links" aria-label="Main">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="navbar__actions">
          {isLoggedIn ? (
            <UserMenu />
          ) : (
            <>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => openAuth('login')}>
                Login
              </button>
              <button type="button" className="btn btn--primary btn--small" onClick={() => openAuth('register')}>
                Register
              </button>
            </>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={`navbar__toggle${menuOpen ? ' navbar__toggle--open' : ''}`}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span />
          <span />
          <span />
        </button>
      </div>

      {menuOpen && (
        <div className="mobile-menu" id="mobile-menu">
          <nav className="mobile-menu__links" aria-label="Mobile">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          {isLoggedIn && user ? (
            <div className="mobile-menu__account">
              <div className="row row--between row--nowrap">
                <span className="user-menu__email">{user.email}</span>
                <PlanBadge user={user} />
              </div>
              <div className="mobile-menu__grid">
                {!hasRenewingPremium(user) && (
                  <Link className="btn btn--primary btn--small" to={paths.pricing.getHref()}>
                    Upgrade
                  </Link>
                )}
                <Link className="btn btn--secondary btn--small" to={paths.profile.getHref()}>
                  Profile
                </Link>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => void logout()}>
                  Logout
                </button>
              </div>
            </div>
          ) : (
            <div className="mobile-menu__grid">
              <button type="button" className="btn btn--secondary" onClick={() => openAuth('login')}>
                Login
              </button>
              <button type="button" className="btn btn--primary" onClick={() => openAuth('register')}>
                Register
              </button>
            </div>
          )}
        </div>
      )}
    </header>
  );
}
