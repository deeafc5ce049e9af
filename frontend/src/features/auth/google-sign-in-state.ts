/**
 * The one-time state of a Google sign-in, made in this tab before leaving for Google. The server sends
 * it back with the callback; a callback whose state this tab did not make (a crafted link) is refused.
 */
const KEY = 'google_sign_in_state';

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Makes and keeps a fresh state for the sign-in about to start. */
export function startGoogleSignIn(): string {
  const state = randomState();
  try {
    sessionStorage.setItem(KEY, state);
  } catch {
    /* storage blocked: the callback will refuse, as it cannot tell this tab started the sign-in */
  }
  return state;
}

/** The state this tab started with, forgotten as it is read so that it serves one callback only. */
export function takeGoogleSignInState(): string | null {
  try {
    const state = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return state;
  } catch {
    return null;
  }
}
