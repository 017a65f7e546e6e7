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
for (const [path, text] of Object.entries(flatten(messages))) {
  if (typeof text === 'string' && !pathOfText.has(text)) pathOfText.set(text, path);
}

/** The messages one level deep, flattened once per language (a toast reads one per render). */
const shownMessages = computed(messageStrings, (nested) => flatten(nested));

/**
 * A message of `contracts` (a rule's refusal, a field's check, a server's answer) in the
 * language of the moment; any other text as it is.
 */
export function localizeMessage(text: string): string {
  const path = pathOfText.get(text);
  if (!path) return text;
  const shown = shownMessages.get()[path];
  return typeof shown === 'string' ? shown : text;
}
