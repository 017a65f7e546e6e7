import { apartmentCreateSchema } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { blockOf, floorOf, roomsOf, toApartmentPayload } from './form-mapping';

describe('apartment form mapping (spec section 3)', () => {
  it('maps a full form to the creation payload', () => {
    const payload = toApartmentPayload({
      buildingName: ' Tòa A ',
      apartmentNumber: 'A9-901',
      apartmentType: '2BR/1BA',
      status: 'available',
    });
    expect(payload).toEqual({
      unitNumber: 'A9-901',
      buildingBlock: 'Tòa',
      floor: 9,
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      monthlyRent: '1850',
      status: 'available',
      description: '2BR/1BA apartment in Tòa A',
      imageUrl: '/api/placeholder/400/300',
    });
    expect(apartmentCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('takes the first word of the building name as the block', () => {
    expect(blockOf('B  Tower')).toBe('B');
    expect(blockOf('   ')).toBe('');
  });

  it('takes the floor from the first character after the first hyphen, else 1', () => {
    expect(floorOf('A2-403')).toBe(4);
    expect(floorOf('C1-1205-b')).toBe(1);
    expect(floorOf('101')).toBe(1);
    expect(floorOf('A-')).toBe(1);
    expect(floorOf('A-x1')).toBe(1);
  });

  it('parses NBR/NBA, else one of each', () => {
    expect(roomsOf('3BR/2BA')).toEqual({ bedrooms: 3, bathrooms: 2 });
    expect(roomsOf('Penthouse 4br / 3ba')).toEqual({ bedrooms: 4, bathrooms: 3 });
    expect(roomsOf('Studio')).toEqual({ bedrooms: 1, bathrooms: 1 });
  });

  it('leaves the spec messages to the schema when fields are empty', () => {
    const payload = toApartmentPayload({
      buildingName: 'Tòa A',
      apartmentNumber: ' ',
      apartmentType: '',
      status: 'available',
    });
    const result = apartmentCreateSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Apartment number is required');
    const noBuilding = apartmentCreateSchema.safeParse(
      toApartmentPayload({
        buildingName: '',
        apartmentNumber: 'A1-101',
        apartmentType: '',
        status: 'available',
      }),
    );
    expect(noBuilding.error?.issues[0]?.message).toBe('Building name is required');
  });
});
