import { messages, residentCreateSchema } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, translationsLoading } from '../test-support';
import { localizedResolver } from '../resolver';
import { localizeMessage } from './strings';

afterEach(() => chosenLocale.set('vi'));

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
    expect(localizeMessage(messages.attachment.requestCompleted)).toBe(
      'This request is completed: its photos and files can no longer be added or removed',
    );
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
