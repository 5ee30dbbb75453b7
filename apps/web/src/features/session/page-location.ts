/**
 * Leaving the single-page app for another address (e-Devlet's page, a fresh load after the gateway
 * login). One object, so component tests can watch it instead of navigating jsdom.
 */
export const pageLocation = {
  assign: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
  alert: (message: string) => window.alert(message),
};
