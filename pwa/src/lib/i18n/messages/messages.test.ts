import { messages, residentCreateSchema } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type Flat, flatten } from '../catalogue';
import { chosenLocale, translationsLoading } from '../test-support';
import { localizedResolver } from '../resolver';
import english from './strings.en';
import { localizeMessage, messageStrings } from './strings';

afterEach(() => chosenLocale.set('vi'));

/** The contracts' texts (the API's, the key), the device's Vietnamese and English, one level. */
const api = flatten(messages);
const vietnamese = messageStrings.base;
const inEnglish: Flat = english.flat;

/** Arguments for a message function: numbers where it counts, a name otherwise. */
const sample = (make: (...args: never[]) => string) =>
  Array.from({ length: make.length }, (_, i) => (i === 0 ? 3 : 'A2-403')) as never[];
const textOf = (message: Flat[string]) =>
  typeof message === 'function' ? message(...sample(message)) : message;

describe('contracts messages on the device', () => {
  it('read in Vietnamese, the specification’s English ones translated, in English as the API has them', async () => {
    expect(localizeMessage(messages.resident.firstNameRequired)).toBe('Vui lòng nhập tên');
    expect(localizeMessage(messages.apartment.floorMin)).toBe('Tầng phải từ 1 trở lên');
    expect(localizeMessage(messages.resident.emailTaken)).toBe(messages.resident.emailTaken);
    expect(localizeMessage('Một câu khác')).toBe('Một câu khác');
    chosenLocale.set('en');
    await translationsLoading();
    expect(localizeMessage(messages.resident.firstNameRequired)).toBe('First name is required');
    expect(localizeMessage(messages.apartment.floorMin)).toBe('Floor must be at least 1');
    expect(localizeMessage(messages.resident.emailTaken)).toBe('This email is already in use');
    expect(localizeMessage(messages.attachment.requestCompleted)).toBe(
      'This request is completed: its photos and files can no longer be added or removed',
    );
    expect(localizeMessage(messages.common.tooLong(50))).toBe('At most 50 characters');
    expect(localizeMessage(messages.block.notEmpty(1))).toMatch(
      /^The block still has 1 apartment:/,
    );
    expect(localizeMessage(messages.import.unitOtherBlock('A2-403', 'B'))).toBe(
      'Apartment A2-403 is in building B',
    );
    expect(localizeMessage('Another sentence')).toBe('Another sentence');
  });

  it('every message has its English, never the Vietnamese itself, and the spec’s English word for word', () => {
    expect(Object.keys(inEnglish).sort()).toEqual(Object.keys(vietnamese).sort());
    for (const [key, text] of Object.entries(vietnamese)) {
      const translated = inEnglish[key];
      expect(typeof translated, `${key}: no English`).toBe(typeof text);
      expect(textOf(translated as Flat[string]), `${key}: English is the Vietnamese`).not.toBe(
        textOf(text),
      );
      // Where contracts holds the spec's English, the device's Vietnamese is a translation of it
      // and the English is the spec's own text.
      if (typeof api[key] === 'string' && api[key] !== text) expect(translated, key).toBe(api[key]);
    }
  });

  it('one text of contracts reads the same in English wherever it is used', () => {
    const englishOf = new Map<string, string>();
    for (const [key, text] of Object.entries(api)) {
      if (typeof text !== 'string') continue;
      const translated = String(inEnglish[key]);
      expect(englishOf.get(text) ?? translated, `${key}: '${text}'`).toBe(translated);
      englishOf.set(text, translated);
    }
  });

  it('each message is shown in the language of the moment, as the API words it or as a function makes it', async () => {
    const shownIn = async (locale: 'vi' | 'en') => {
      chosenLocale.set(locale);
      await translationsLoading();
      return Object.fromEntries(
        Object.entries(api).map(([key, text]) => [key, localizeMessage(textOf(text))]),
      );
    };
    const vi = await shownIn('vi');
    const en = await shownIn('en');
    for (const key of Object.keys(api)) {
      expect(vi[key], key).toBe(textOf(vietnamese[key] as Flat[string]));
      expect(en[key], key).toBe(textOf(inEnglish[key] as Flat[string]));
    }
  });

  it('a form’s field messages come in the language of the moment', async () => {
    const resolve = localizedResolver(residentCreateSchema);
    const { errors } = await resolve({ firstName: '', lastName: 'Nguyễn' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.firstName?.message).toBe('Vui lòng nhập tên');
  });
});
