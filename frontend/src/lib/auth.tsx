/**
 * The session: who is signed in, the start-up check, the 30 s profile poll, the userDataUpdated
 * event, and opening the auth modal from anywhere.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { storage } from '@/lib/storage';
import type { AuthResponse, UserInfo } from '@/types/api';

export const PROFILE_POLL_MS = 30_000;
export const USER_DATA_UPDATED_EVENT = 'userDataUpdated';

export type AuthModalView = 'login' | 'register' | 'forgotPassword';

export interface AuthContextValue {
  user: UserInfo | null;
  isLoggedIn: boolean;
  /** Premium now: a premium plan set to cancel still counts until its end date (the server decides). */
  isPremium: boolean;
  /** True while the start-up sign-in check runs. */
  checking: boolean;
  authModalView: AuthModalView | null;
  openAuthModal: (view?: AuthModalView) => void;
  closeAuthModal: () => void;
  /** Stores tokens and user from a login/register/Google answer. */
  completeSignIn: (auth: AuthResponse) => void;
  /** Counts sign-ins made in this page's life (0 = none yet); the root layout redirects on each. */
  signInCount: number;
  logout: () => Promise<void>;
  refreshProfile: () => Promise<UserInfo | null>;
  /** Sets the plan locally (after a successful cancel call). */
  setLocalPlan: (plan: UserInfo['subscription_plan']) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The HTTP client, loaded on first use: a visitor's first page needs no request, so its code (and the
 * library under it) stays out of the first download.
 */
const loadApiClient = () => import('@/lib/api-client');

export async function fetchProfile(): Promise<UserInfo> {
  const { api } = await loadApiClient();
  const { data } = await api.get<UserInfo>('/api/profile/', { params: { _: Date.now() } });
  return data;
}

function broadcastUser(user: UserInfo): void {
  storage.setUserInfo(user);
  window.dispatchEvent(new CustomEvent(USER_DATA_UPDATED_EVENT, { detail: user }));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserInfo | null>(() =>
    storage.getAccessToken() ? storage.getUserInfo() : null,
  );
  const [checking, setChecking] = useState<boolean>(() => !!storage.getAccessToken());
  const [authModalView, setAuthModalView] = useState<AuthModalView | null>(null);
  const [signInCount, setSignInCount] = useState(0);
  const profileRequest = useRef<Promise<UserInfo | null> | null>(null);

  const endSession = useCallback(() => {
    storage.clearSession();
    setUser(null);
  }, []);

  /** Re-reads the profile; calls made while one is running share it. */
  const refreshProfile = useCallback((): Promise<UserInfo | null> => {
    if (!storage.getAccessToken()) return Promise.resolve(null);
    if (!profileRequest.current) {
      profileRequest.current = fetchProfile()
        .then((profile) => {
          broadcastUser(profile);
          setUser(profile);
          return profile;
        })
        .catch(() => null)
        .finally(() => {
          profileRequest.current = null;
        });
    }
    return profileRequest.current;
  }, []);

  // Only a session can expire or change; a visitor's page does not load the client for it.
  const hasSession = !!user;
  useEffect(() => {
    if (!hasSession) return;
    let current = true;
    void loadApiClient().then(({ setProfileChangedHandler, setSessionExpiredHandler }) => {
      if (!current) return;
      setSessionExpiredHandler(() => {
        endSession();
        if (window.location.pathname !== '/') window.location.assign('/');
      });
      // A read already under way may have started before the change: read again once it is done.
      setProfileChangedHandler(() => {
        const pending = profileRequest.current;
        if (pending) void pending.finally(() => void refreshProfile());
        else void refreshProfile();
      });
    });
    return () => {
      current = false;
    };
  }, [hasSession, endSession, refreshProfile]);

  // Only a session found at start-up is checked; a sign-in made since then is fresh.
  const checkAtStartup = useRef(checking);
  useEffect(() => {
    if (!checkAtStartup.current) return;
    let cancelled = false;
    fetchProfile()
      .then((profile) => {
        if (cancelled) return;
        broadcastUser(profile);
        setUser(profile);
      })
      .catch(() => {
        if (!cancelled) endSession();
      })
      .finally(() => {
        if (cancelled) return;
        checkAtStartup.current = false;
        setChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [endSession]);

  const isLoggedIn = !!user;
  useEffect(() => {
    if (!isLoggedIn) return;
    const timer = window.setInterval(() => void refreshProfile(), PROFILE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [isLoggedIn, refreshProfile]);

  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<UserInfo>).detail;
      if (detail) setUser(detail);
    };
    window.addEventListener(USER_DATA_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(USER_DATA_UPDATED_EVENT, onUpdate);
  }, []);

  // The actions only use state setters, refs and the two stable callbacks above, so they are made once.
  const actions = useMemo(
    () => ({
      refreshProfile,
      openAuthModal: (view: AuthModalView = 'login') => setAuthModalView(view),
      closeAuthModal: () => setAuthModalView(null),
      completeSignIn: (auth: AuthResponse) => {
        storage.setTokens(auth.access_token, auth.refresh_token);
        broadcastUser(auth.user_info);
        setUser(auth.user_info);
        setAuthModalView(null);
        setSignInCount((count) => count + 1);
      },
      logout: async () => {
        const refresh = storage.getRefreshToken();
        endSession();
        if (refresh) {
          try {
            const { api } = await loadApiClient();
            await api.post('/api/logout/', { refresh });
          } catch {
            /* the local session is gone either way */
          }
        }
      },
      setLocalPlan: (plan: UserInfo['subscription_plan']) => {
        setUser((current) => {
          if (!current) return current;
          const next = { ...current, subscription_plan: plan };
          storage.setUserInfo(next);
          return next;
        });
      },
    }),
    [endSession, refreshProfile],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoggedIn,
      isPremium: user?.subscription_plan === 'premium',
      checking,
      authModalView,
      signInCount,
      ...actions,
    }),
    [user, isLoggedIn, checking, authModalView, signInCount, actions],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
