import { type Apartment, messages } from '@chungcu/contracts';
import { defineMutator } from './define';
import { conflict, unitKeyOf } from './tx';

/**
 * A unit. Its number is unique among live units whatever the case ("a2-403" is "A2-403"): the
 * device refuses a clash with the units it holds at once, the server's index decides the rest.
 */
export const createApartment = defineMutator(
  'createApartment',
  'admin',
  async (tx, args): Promise<Apartment> => {
    const { id, imageUrl, description, ...fields } = args;
    if ((await tx.list('apartment', 'unitKey', unitKeyOf(fields.unitNumber))).length > 0) {
      throw conflict(messages.apartment.unitNumberTaken);
    }
    return tx.insert('apartment', {
      id,
      ...fields,
      description: description ?? null,
      imageUrl: imageUrl ?? null,
    });
  },
);
