/** The spec's localStorage keys, and the only code that touches them. */
import type { UserInfo } from '@/types/api';

const KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userInfo: 'user_info',
  pendingSharedToken: 'pending_shared_token',
  postLoginPath: 'post_login_path',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage full or blocked: the session simply will not persist */
  }
}

export const storage = {
  getAccessToken: () => read(KEYS.accessToken),
  getRefreshToken: () => read(KEYS.refreshToken),
  setTokens(access: string, refresh?: string | null) {
    write(KEYS.accessToken, access);
    if (refresh) write(KEYS.refreshToken, refresh);
  },
  getUserInfo(): UserInfo | null {
    const raw = read(KEYS.userInfo);
    if (!raw) return null;
    try {
      const user = JSON.parse(raw) as UserInfo;
      // Kept by an older version without the plan's limits: read it again from the server.
      return user?.plan_limits ? user : null;
    } catch {
      return null;
    }
  },
  setUserInfo: (user: UserInfo) => write(KEYS.userInfo, JSON.stringify(user)),
  getPendingSharedToken: () => read(KEYS.pendingSharedToken),
  setPendingSharedToken: (token: string | null) => write(KEYS.pendingSharedToken, token),
  getPostLoginPath: () => read(KEYS.postLoginPath),
  setPostLoginPath: (path: string | null) => write(KEYS.postLoginPath, path),
  /** Logout and failed refresh: tokens, user_info and pending_shared_token go. */
  clearSession() {
    write(KEYS.accessToken, null);
    write(KEYS.refreshToken, null);
    write(KEYS.userInfo, null);
    write(KEYS.pendingSharedToken, null);
  },
};
