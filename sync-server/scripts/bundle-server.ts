import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles the server's own code (src/main.ts and the workspace packages it imports) into one ES
 * module; npm packages stay external, so `outfile` must lie under the repository, where Node
 * resolves them from node_modules. Tests that start the server many times (crash.test, the
 * browser tests) start this instead of transpiling every file with tsx at every start.
 */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [join(serverDir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@chungcu/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}

// `tsx scripts/bundle-server.ts <outfile>`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outfile = process.argv[2];
  if (!outfile) throw new Error('usage: tsx scripts/bundle-server.ts <outfile>');
  await bundleServer(outfile);
}
