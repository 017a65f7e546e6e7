import { translation } from '../catalogue';
import type { enumStrings } from './strings';

/** Contracts' enums, named in English. */
export default translation<typeof enumStrings>('enums', {
  relations: {
    head: 'Head of household',
    spouse: 'Spouse',
    child: 'Child',
    parent: 'Parent',
    sibling: 'Sibling',
    grandchild: 'Grandchild',
    tenant: 'Tenant',
    other: 'Other',
  },
});
