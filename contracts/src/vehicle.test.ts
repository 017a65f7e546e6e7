import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { normalisePlate, plateOf } from './vehicle';

const m = messages.vehicle;

describe('Vietnamese plates', () => {
  it('a car plate however it is typed becomes 29A-123.45', () => {
    for (const typed of [
      '29A-123.45',
      '29a12345',
      ' 29 A 123 45 ',
      '29A–123.45'.replace('–', '-'),
    ]) {
      expect(normalisePlate(typed, 'car'), typed).toBe('29A-123.45');
    }
    expect(normalisePlate('51LD 678.90', 'car')).toBe('51LD-678.90');
    // Old four-digit numbers stay as they are.
    expect(normalisePlate('30e-1234', 'car')).toBe('30E-1234');
  });

  it('a motorbike plate becomes 59-X1 234.56; an electric one may carry Đ', () => {
    for (const typed of ['59-X1 234.56', '59x123456', '59 X1-234.56', '59-x1\u200b 23456']) {
      expect(normalisePlate(typed, 'motorbike'), typed).toBe('59-X1 234.56');
    }
    expect(normalisePlate('29MĐ1 12345', 'electric')).toBe('29-MĐ1 123.45');
    expect(normalisePlate('29-mđ1-123.45', 'electric')).toBe('29-MĐ1 123.45');
    expect(normalisePlate('29AA12345', 'motorbike')).toBe('29-AA 123.45');
    // The kind reads what the text alone cannot: a car's 29A-123.45 or a motorbike's 29-A1 2345.
    expect(normalisePlate('29A12345', 'motorbike')).toBe('29-A1 2345');
  });

  it('garbage is no plate', () => {
    const garbage = [
      '',
      'xin chào',
      '29A',
      '29A-123456789',
      '00A-123.45',
      '10A-123.45',
      'AB-123.45',
      '29A-12.34.5x',
      '29@-123.45',
    ];
    for (const typed of garbage) {
      expect(normalisePlate(typed, 'car'), typed).toBeNull();
      expect(normalisePlate(typed, 'motorbike'), typed).toBeNull();
    }
  });

  it('plateOf says what is wrong for the kind, in Vietnamese', () => {
    expect(plateOf(null, 'car')).toEqual({ problem: m.plateRequired });
    expect(plateOf('', 'motorbike')).toEqual({ problem: m.plateRequired });
    expect(plateOf(null, 'bicycle')).toEqual({ plate: null });
    expect(plateOf(null, 'electric')).toEqual({ plate: null });
    expect(plateOf('29A-123.45', 'bicycle')).toEqual({ problem: m.bicycleNoPlate });
    expect(plateOf('59-X1 234.56', 'car')).toEqual({ problem: m.plateNotCar });
    expect(plateOf('hello', 'car')).toEqual({ problem: m.plateInvalid });
    expect(plateOf('29a12345', 'car')).toEqual({ plate: '29A-123.45' });
  });
});
