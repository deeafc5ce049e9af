/** The two screen sizes every test runs at, as browser context options. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
  desktop: { width: 1366, height: 768, isMobile: false, hasTouch: false },
};

/** Options for a new browser context at `name` (also used by tests that open a second browser). */
export function contextOptions(name, baseURL) {
  const viewport = VIEWPORTS[name];
  return {
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
    acceptDownloads: true,
    baseURL,
  };
}
