/** Leaving the app for another site (checkout), behind one seam so tests can watch it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
