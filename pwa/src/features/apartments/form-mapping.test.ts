import { apartmentCreateSchema } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import {
  blockOf,
  derivedValues,
  floorOf,
  rentInput,
  roomsOf,
  toApartmentPayload,
} from './form-mapping';
import { apartmentStrings } from './strings';

describe('apartment form mapping', () => {
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
      description: apartmentStrings.get().create.description('2BR/1BA', 'Tòa A'),
      imageUrl: '/api/placeholder/400/300',
    });
    expect(apartmentCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('takes the first word of the building name as the block', () => {
    expect(blockOf('B  Tower')).toBe('B');
    expect(blockOf('   ')).toBe('');
  });

  it('takes the floor from the digits after the dash without the last two, else 1', () => {
    expect(floorOf('A2-1207')).toBe(12);
    expect(floorOf('B3-0905')).toBe(9);
    expect(floorOf('A2-403')).toBe(4);
    expect(floorOf('A9-901')).toBe(9);
    expect(floorOf('C1-2501-b')).toBe(25);
    expect(floorOf('A1-05')).toBe(1);
    expect(floorOf('A1-0012')).toBe(1);
    expect(floorOf('101')).toBe(1);
    expect(floorOf('A-')).toBe(1);
    expect(floorOf('A-x1')).toBe(1);
  });

  it('shows the mapping as the starting values of the derived fields', () => {
    expect(
      derivedValues({
        buildingName: 'Tòa A2',
        apartmentNumber: ' A2-1207 ',
        apartmentType: '3BR/2BA',
        status: 'available',
      }),
    ).toEqual({
      floor: '12',
      bedrooms: '3',
      bathrooms: '2',
      squareFootage: '850',
      monthlyRent: '1850',
    });
  });

  it('saves the derived fields as staff corrected them', () => {
    const form = {
      buildingName: 'B3',
      apartmentNumber: 'B3-0905',
      apartmentType: '2BR/1BA',
      status: 'available',
    };
    const payload = toApartmentPayload(form, {
      floor: '9',
      squareFootage: ' 72 ',
      monthlyRent: '12.500.000',
    });
    expect(payload).toMatchObject({
      unitNumber: 'B3-0905',
      floor: 9,
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 72,
      monthlyRent: '12500000',
    });
    expect(apartmentCreateSchema.safeParse(payload).success).toBe(true);
    // A field emptied or not a number is refused with the spec's message for it.
    for (const [field, message] of [
      ['floor', 'Floor must be at least 1'],
      ['bedrooms', 'Number of bedrooms is required'],
      ['squareFootage', 'Square footage is required'],
    ] as const) {
      for (const value of ['', 'abc', '0']) {
        const result = apartmentCreateSchema.safeParse(
          toApartmentPayload(form, { [field]: value }),
        );
        expect(result.error?.issues[0]?.message).toBe(message);
      }
    }
    const noRent = apartmentCreateSchema.safeParse(toApartmentPayload(form, { monthlyRent: ' ' }));
    expect(noRent.error?.issues[0]?.message).toBe('Monthly rent is required');
  });

  it('reads a rent typed with Vietnamese or English grouping, the sign or a decimal comma', () => {
    expect(rentInput('1.250.000')).toBe('1250000');
    expect(rentInput('1,250,000')).toBe('1250000');
    expect(rentInput('1 250 000 ₫')).toBe('1250000');
    expect(rentInput('1250000đ')).toBe('1250000');
    expect(rentInput('1850.5')).toBe('1850.5');
    expect(rentInput('1850,50')).toBe('1850.50');
    expect(rentInput('1850')).toBe('1850');
    expect(rentInput('abc')).toBe('abc');
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
