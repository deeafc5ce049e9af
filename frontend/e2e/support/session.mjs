/** Accounts and navigation shared by the specs: API sign-up, a signed-in page, and the navbar at any size. */

export const PASSWORD = 'Quiz!Forge2024';

/** Creates an account through the public API and returns its login answer (tokens and user_info). */
export async function registerByApi(baseURL, email, password = PASSWORD) {
  const response = await fetch(`${baseURL}/api/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (response.status !== 201 || !body.access_token) {
    throw new Error(`Registering ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

/** Stores a login answer the way a login does (tokens and user in localStorage) and reloads the page. */
export async function signInWith(page, auth) {
  await page.goto('/');
  await page.evaluate((answer) => {
    globalThis.localStorage.setItem('access_token', answer.access_token);
    globalThis.localStorage.setItem('refresh_token', answer.refresh_token);
    globalThis.localStorage.setItem('user_info', JSON.stringify(answer.user_info));
  }, auth);
  await page.reload();
}

/** Opens the app already signed in as a fresh account. */
export async function signInFresh(page, { baseURL, unique }, label = 'user') {
  const email = `e2e-${label}-${unique}@example.com`;
  const auth = await registerByApi(baseURL, email);
  await signInWith(page, auth);
  return { email, password: PASSWORD, auth };
}

/** Saves `quiz` ({ title, questions }) to the signed-in account through the API, from inside the page. */
export async function saveQuizByApi(page, quiz) {
  await page.evaluate(async (body) => {
    const token = globalThis.localStorage.getItem('access_token');
    const response = await fetch('/api/save-quiz/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`save-quiz answered ${response.status}`);
  }, quiz);
}

/** Calls the API from inside the page with the page's own access token. */
export async function apiFromPage(page, path) {
  return page.evaluate(async (url) => {
    const token = globalThis.localStorage.getItem('access_token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }, path);
}

export const isPhone = (viewport) => viewport === 'phone';

/** On a phone the navbar items live behind the hamburger: open it when it is closed. */
export async function openMobileMenu(page) {
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('#mobile-menu').waitFor();
  return page.locator('#mobile-menu');
}

/** Clicks a navbar link by its label at either size. */
export async function clickNav(page, viewport, label) {
  if (isPhone(viewport)) {
    const menu = await openMobileMenu(page);
    await menu.getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  }
}

/** Clicks the navbar's Login or Register button at either size. */
export async function openAuth(page, viewport, which) {
  const scope = isPhone(viewport) ? await openMobileMenu(page) : page.locator('.navbar__actions');
  await scope.getByRole('button', { name: which, exact: true }).click();
  return page.getByRole('dialog');
}

/**
 * Opens the signed-in account panel (the profile dropdown on desktop, the mobile menu on a phone),
 * which shows the e-mail and the plan badge; returns it.
 */
export async function openAccountPanel(page, viewport) {
  if (isPhone(viewport)) {
    const menu = await openMobileMenu(page);
    return menu.locator('.mobile-menu__account');
  }
  const button = page.getByRole('button', { name: 'Account menu' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

/** Logs out from the navbar at either size. */
export async function logOut(page, viewport) {
  const panel = await openAccountPanel(page, viewport);
  await panel.getByRole(isPhone(viewport) ? 'button' : 'menuitem', { name: 'Logout' }).click();
}
