import { messages } from '@chungcu/contracts';
import { computed } from 'nanostores';
import { type Strings, catalogue, flatten } from '../catalogue';

/**
 * The messages of `contracts` (validation and refusals, the same on the device and the server)
 * in the language of the moment. The server answers with them as the API gives them, the
 * specification's wording English where it is English; on the device they are shown in the
 * user's language: here in Vietnamese, the English ones translated.
 */
const vietnamese = {
  resident: {
    firstNameRequired: 'Vui lòng nhập tên',
    lastNameRequired: 'Vui lòng nhập họ',
    idCardRequired: 'Vui lòng nhập số CMND/CCCD',
    emailInvalid: 'Email không hợp lệ',
    phoneRequired: 'Vui lòng nhập số điện thoại',
  },
  assignment: {
    noResidentSelected: 'Hãy chọn ít nhất một cư dân',
    apartmentRequired: 'Không tìm thấy căn hộ',
  },
  apartment: {
    unitNumberRequired: 'Vui lòng nhập số căn hộ',
    buildingRequired: 'Vui lòng nhập tòa nhà',
    floorMin: 'Tầng phải từ 1 trở lên',
    bedroomsRequired: 'Vui lòng nhập số phòng ngủ',
    bathroomsRequired: 'Vui lòng nhập số phòng tắm',
    squareFootageRequired: 'Vui lòng nhập diện tích',
    monthlyRentRequired: 'Vui lòng nhập giá thuê',
    notFound: 'Không tìm thấy căn hộ',
  },
  inquiry: { apartmentNotFound: 'Không tìm thấy căn hộ' },
  template: {
    templateNameRequired: 'Vui lòng nhập tên mẫu quy trình',
    categoryRequired: 'Vui lòng chọn loại yêu cầu',
    stepNameRequired: 'Vui lòng nhập tên bước',
  },
  category: { nameRequired: 'Vui lòng nhập tên danh mục' },
  meter: { apartmentNotFound: 'Không tìm thấy căn hộ' },
  common: { unauthenticated: 'Chưa đăng nhập' },
};

/** `base` with `over`'s texts in their places (same groups). */
function overlaid<T extends object>(base: T, over: object): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(over)) {
    out[key] =
      value && typeof value === 'object'
        ? overlaid((out[key] ?? {}) as object, value as object)
        : value;
  }
  return out as T;
}

export const messageStrings = catalogue(
  'messages',
  overlaid(messages, vietnamese) as typeof messages & Strings,
);

/** Each text `contracts` gives (not those its functions make), to the path that names it. */
const pathOfText = new Map<string, string>();
/** Each text a function of `contracts` makes, as a pattern giving back its arguments. */
const made: { path: string; pattern: RegExp }[] = [];
for (const [path, text] of Object.entries(flatten(messages))) {
  if (typeof text === 'string') {
    if (!pathOfText.has(text)) pathOfText.set(text, path);
  } else {
    made.push({ path, pattern: patternOf(text) });
  }
}

/**
 * The texts a message function makes, as a pattern: the function is called with markers for its
 * arguments, and each marker becomes a group ('Tối đa 50 ký tự' gives back '50').
 */
function patternOf(make: (...args: never[]) => string): RegExp {
  const markers = Array.from({ length: make.length }, (_, i) => `\uE000${i}\uE001`);
  const text = (make as (...args: string[]) => string)(...markers);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\uE000\d+\uE001/g, '(.*?)')}$`, 's');
}

/** The messages one level deep, flattened once per language (a toast reads one per render). */
const shownMessages = computed(messageStrings, (nested) => flatten(nested));

/** A number given back from a made text as the number the function took ('3' → 3). */
const argumentOf = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * A message of `contracts` (a rule's refusal, a field's check, a server's answer), the texts its
 * functions make too ('Tối đa 50 ký tự'), in the language of the moment; any other text as it is.
 */
export function localizeMessage(text: string): string {
  const shown = shownMessages.get();
  const path = pathOfText.get(text);
  if (path) {
    const message = shown[path];
    return typeof message === 'string' ? message : text;
  }
  for (const { path: madeBy, pattern } of made) {
    const found = pattern.exec(text);
    const make = shown[madeBy];
    if (found && typeof make === 'function') {
      return (make as (...args: (string | number)[]) => string)(...found.slice(1).map(argumentOf));
    }
  }
  return text;
}
