import type { EntityName } from '@chungcu/mutations';
import { type RulesHarness, allMutationRules, rulesActors } from '@chungcu/mutations/rules';
import { afterEach, describe } from 'vitest';
import { ChungCuDb } from '../src/data/db';
import { entityDefs } from '../src/data/entities';
import { mutate } from '../src/data/mutate';
import { seedTestComplex } from '../src/data/test-device';

/**
 * The mutations' rules (mutations/rules), run on the device: optimistically over the Dexie
 * mirror (fake-indexeddb). The server runs the same suites inside its write transactions.
 */
describe('mutation rules on the device', () => {
  let db: ChungCuDb | undefined;
  afterEach(async () => {
    await db?.delete();
    db = undefined;
  });

  const harness = (): RulesHarness => ({
    location: 'client',
    async run(name, args, as = 'admin') {
      if (!db) throw new Error('database not open');
      const { userId, role, email } = rulesActors[as];
      await db.meta.put({ key: 'currentUser', value: { id: userId, role, email } });
      return mutate(name, args, { db, label: name });
    },
    async row(entity: EntityName, id: string) {
      const row = await db?.table(entityDefs[entity].table).get(id);
      if (!row) return null;
      const {
        searchText: _s,
        unitKey: _u,
        scopeKey: _k,
        ...entityRow
      } = row as Record<string, unknown>;
      return entityRow as never;
    },
    async setFields(entity, id, fields) {
      await db?.table(entityDefs[entity].table).update(id, fields);
    },
    async reset() {
      await db?.delete();
      db = new ChungCuDb(`rules-${Math.random().toString(36).slice(2)}`);
      await seedTestComplex(db);
    },
  });

  allMutationRules(harness);
});
