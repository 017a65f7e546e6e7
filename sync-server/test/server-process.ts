/**
 * How tests start the server as a process of its own: the run's bundle of `src/main.ts`
 * (`TEST_SERVER_BUNDLE`, made once by global-setup.ts), else main.ts through tsx (a bench or a
 * script outside vitest). Run from the sync-server folder.
 */
export function serverProcessArgs(): string[] {
  const bundle = process.env.TEST_SERVER_BUNDLE;
  return bundle ? [bundle] : ['--import', 'tsx', 'src/main.ts'];
}
