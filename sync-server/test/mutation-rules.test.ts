import type { EntityName } from '@chungcu/mutations';
import { type RulesHarness, allMutationRules, rulesActors } from '@chungcu/mutations/rules';
import { afterAll, beforeAll, describe } from 'vitest';
import { entityToRow } from '../src/db/rows';
import { syncedTables } from '../src/db/tables';
import { ApiFailure } from '../src/services/errors';
import { createMutationsService } from '../src/services/mutations.service';
import {
  type OpenDatabase,
  databaseKinds,
  firstComplexId,
  openTestDatabase,
  resetDatabase,
} from './harness';

/**
 * The mutations' rules (mutations/rules), run on the server: inside the write transaction with
 * versions and audit, on PGlite and PostgreSQL. The PWA runs the same suites over its mirror.
 */
describe.each(databaseKinds)('mutation rules on the server [%s]', (kind) => {
  let open: OpenDatabase | undefined;
  beforeAll(async () => {
    open = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => open?.close());

  const harness = (): RulesHarness => {
    if (!open) throw new Error('database not open');
    const { db } = open;
    const mutations = createMutationsService(db);
    return {
      location: 'server',
      async run(name, args, as = 'admin') {
        // As a session on a one-complex installation makes it: that complex is the caller's.
        const actor = { ...rulesActors[as], complexId: await firstComplexId(db) };
        const request = { actor, method: 'PUSH', path: name, body: args };
        try {
          return (await mutations.run(request, name, args, (r) => ({ status: 200, body: r }))).body;
        } catch (error) {
          if (error instanceof ApiFailure) throw { code: error.code, message: error.message };
          throw error;
        }
      },
      async row(entity: EntityName, id: string) {
        const spec = syncedTables.find((t) => t.entity === entity);
        const row = spec ? await db(spec.table).where({ id }).first() : undefined;
        if (!spec || !row) return null;
        const entityRow = spec.toEntity(row) as { deletedAt: string | null };
        return entityRow.deletedAt ? null : (entityRow as never);
      },
      reset: () => resetDatabase(db),
      async setFields(entity, id, fields) {
        const spec = syncedTables.find((t) => t.entity === entity);
        if (!spec) throw new Error(`no table for ${entity}`);
        const json = (v: unknown) => (Array.isArray(v) ? JSON.stringify(v) : v);
        const row = Object.fromEntries(
          Object.entries(entityToRow(fields)).map(([column, v]) => [column, json(v)]),
        );
        await db(spec.table).where({ id }).update(row);
      },
    };
  };

  allMutationRules(harness);
});
