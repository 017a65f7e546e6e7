import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

/** Every exported zod schema, rendered as JSON Schema, in a stable order. */
function schemaFingerprint(): string {
  const rendered = Object.entries(contracts as Record<string, unknown>)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }),
    ]);
  return createHash('sha256').update(JSON.stringify(rendered)).digest('hex').slice(0, 16);
}

describe('protocol version', () => {
  it('is bumped whenever a schema changes shape', () => {
    // When this fails: bump PROTOCOL_VERSION, note why in its history, then update both values.
    expect({ version: contracts.PROTOCOL_VERSION, fingerprint: schemaFingerprint() }).toEqual({
      version: 21,
      fingerprint: '86d1b7d002300fa0',
    });
  });
});
