/**
 * Screens of what lives on the server only (accounts, the company's complexes and who serves
 * them, the testing tools' calls): offline they say that they need the network
 * (`data-needs-network`) instead of showing data. Every other screen shows offline what it showed
 * online.
 */
export const SERVER_ONLY = new Set([
  '/accounts',
  '/complexes',
  '/auth-debug',
  '/user-management',
  '/user-switcher',
]);
