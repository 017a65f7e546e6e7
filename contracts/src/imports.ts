import { z } from 'zod';
import { messages } from './messages';

/**
 * Importing units, residents and meters from a sheet (rule S29): the kinds, the columns each
 * kind reads and the names a header may give them, and the preview and confirm answers.
 */
export const importKinds = ['units', 'residents', 'meters'] as const;
export type ImportKind = (typeof importKinds)[number];
export const importKindSchema = z.enum(importKinds, { error: messages.import.kindInvalid });

/** One column an import reads: the field it fills and the header names that mean it. */
export interface ImportColumn {
  field: string;
  /** The Vietnamese header first (the template's), then the other names it is known by. */
  headers: readonly string[];
  required?: boolean;
  /** Written as text in the template so Excel keeps leading zeros (ID cards, phones). */
  text?: boolean;
  /** An example for the template's second row. */
  example: string | number;
}

/** The columns of each kind, in the template's order. */
export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  units: [
    {
      field: 'unitNumber',
      headers: ['Căn hộ', 'Số căn hộ', 'Mã căn hộ', 'Unit', 'Unit number', 'Apartment'],
      required: true,
      text: true,
      example: 'A-101',
    },
    {
      field: 'buildingBlock',
      headers: ['Tòa', 'Tòa nhà', 'Block', 'Building', 'Building block'],
      required: true,
      example: 'A',
    },
    { field: 'floor', headers: ['Tầng', 'Floor'], required: true, example: 1 },
    {
      field: 'bedrooms',
      headers: ['Phòng ngủ', 'Số phòng ngủ', 'Bedrooms'],
      required: true,
      example: 2,
    },
    {
      field: 'bathrooms',
      headers: ['Phòng tắm', 'Số phòng tắm', 'Bathrooms'],
      required: true,
      example: 1,
    },
    {
      field: 'squareFootage',
      headers: ['Diện tích (m²)', 'Diện tích', 'Diện tích (m2)', 'Area', 'Square footage'],
      required: true,
      example: 70,
    },
    {
      field: 'monthlyRent',
      headers: ['Giá thuê (đ/tháng)', 'Giá thuê', 'Monthly rent', 'Rent'],
      required: true,
      example: 8500000,
    },
    { field: 'status', headers: ['Trạng thái', 'Status'], example: 'Còn trống' },
    { field: 'description', headers: ['Mô tả', 'Description'], example: '' },
  ],
  residents: [
    { field: 'fullName', headers: ['Họ và tên', 'Họ tên', 'Full name'], example: 'Nguyễn Văn An' },
    { field: 'lastName', headers: ['Họ', 'Last name', 'Family name'], example: '' },
    { field: 'firstName', headers: ['Tên', 'First name', 'Given name'], example: '' },
    {
      field: 'idCardNumber',
      headers: ['Số CCCD', 'CCCD', 'Số CMND/CCCD', 'CMND', 'ID card', 'ID card number'],
      required: true,
      text: true,
      example: '001234567890',
    },
    {
      field: 'phone',
      headers: ['Điện thoại', 'Số điện thoại', 'SĐT', 'Phone', 'Phone number'],
      required: true,
      text: true,
      example: '0912345678',
    },
    {
      field: 'email',
      headers: ['Email', 'E-mail', 'Thư điện tử'],
      required: true,
      example: 'an.nguyen@example.com',
    },
    { field: 'gender', headers: ['Giới tính', 'Gender'], example: 'Nam' },
    { field: 'dateOfBirth', headers: ['Ngày sinh', 'Date of birth'], example: '15/03/1985' },
    {
      field: 'moveInDate',
      headers: ['Ngày chuyển đến', 'Ngày vào ở', 'Move-in date'],
      example: '01/01/2026',
    },
    { field: 'status', headers: ['Trạng thái', 'Status'], example: 'Đang hoạt động' },
    { field: 'occupation', headers: ['Nghề nghiệp', 'Occupation'], example: '' },
    {
      field: 'emergencyContact',
      headers: ['Người liên hệ khẩn cấp', 'Emergency contact'],
      example: '',
    },
    {
      field: 'emergencyPhone',
      headers: ['SĐT khẩn cấp', 'Điện thoại khẩn cấp', 'Emergency phone'],
      text: true,
      example: '',
    },
    { field: 'notes', headers: ['Ghi chú', 'Notes'], example: '' },
  ],
  meters: [
    {
      field: 'unitNumber',
      headers: ['Căn hộ', 'Số căn hộ', 'Unit', 'Unit number', 'Apartment'],
      required: true,
      text: true,
      example: 'A-101',
    },
    { field: 'buildingBlock', headers: ['Tòa', 'Tòa nhà', 'Block', 'Building'], example: 'A' },
    {
      field: 'kind',
      headers: ['Đồng hồ', 'Loại đồng hồ', 'Loại', 'Meter', 'Kind', 'Type'],
      required: true,
      example: 'Nước',
    },
    {
      field: 'serial',
      headers: ['Số seri', 'Số sê-ri', 'Seri', 'Serial', 'Serial number'],
      required: true,
      text: true,
      example: 'N-0001',
    },
    {
      field: 'period',
      headers: ['Kỳ', 'Kỳ đọc', 'Tháng', 'Period'],
      text: true,
      example: '2026-11',
    },
    {
      field: 'value',
      headers: ['Chỉ số kỳ này', 'Chỉ số', 'Chỉ số cuối', 'Reading', 'Value', 'Last reading'],
      example: 125.5,
    },
    { field: 'readAt', headers: ['Ngày đọc', 'Ngày ghi', 'Read at', 'Read on'], example: '' },
  ],
};

/**
 * A header as compared: case, accents (đ as d), spaces and punctuation forgiven, so "SO CCCD",
 * "số cccd" and "Số  CCCD" are one name.
 */
export function headerKeyOf(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/m²/g, 'm2')
    .replace(/[^a-z0-9]+/g, '');
}

/** How one column of the sheet was read: its header and the field it fills (null: ignored). */
export const importMappingSchema = z.object({
  column: z.number().int(),
  header: z.string(),
  field: z.string().nullable(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/**
 * The sheet's headers matched to `kind`'s fields by any of their names. Answers the mapping
 * (unknown headers: field null, ignored), the required fields no column names (a resident's
 * name: "Họ và tên", or both "Họ" and "Tên") and the headers naming a field an earlier column
 * already fills (which of the two to read would be a guess).
 */
export function matchHeaders(kind: ImportKind, headers: readonly string[]) {
  const byKey = new Map<string, string>();
  for (const column of importColumns[kind]) {
    for (const name of column.headers) byKey.set(headerKeyOf(name), column.field);
  }
  const taken = new Set<string>();
  const repeated: string[] = [];
  const mapping: ImportMapping[] = headers.map((header, column) => {
    const field = byKey.get(headerKeyOf(header)) ?? null;
    if (field !== null && taken.has(field)) repeated.push(header);
    if (field === null || taken.has(field)) return { column, header, field: null };
    taken.add(field);
    return { column, header, field };
  });
  const missing = importColumns[kind]
    .filter((c) => c.required && !taken.has(c.field))
    .map((c) => c.headers[0] as string);
  if (kind === 'residents' && !taken.has('fullName')) {
    if (!taken.has('lastName') || !taken.has('firstName')) missing.unshift('Họ và tên');
  }
  return { mapping, missing, repeated };
}

export const importRowStatuses = ['new', 'changed', 'unchanged', 'error'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

/** One data row's outcome; `row` is its line in the sheet (the header is line 1). */
export const importRowResultSchema = z.object({
  row: z.number().int(),
  /** What the row is keyed by: a unit number, an ID card number, a meter's serial. */
  key: z.string(),
  status: z.enum(importRowStatuses),
  /** The fields a changed row changes. */
  fields: z.array(z.string()).optional(),
  /** Why an error row is refused, as the form would say it: every fault, joined with '; '. */
  error: z.string().optional(),
  /** An error row's faults one by one (each one of contracts' messages where it is one). */
  errors: z.array(z.string()).optional(),
  /** An error row's cells as read, so the device can hand back the same sheet with "Lỗi". */
  cells: z.array(z.string()).optional(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importCountsSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** The preview's answer, and the confirm's (with `confirmed` true: those rows are written). */
export const importResultSchema = z.object({
  kind: importKindSchema,
  confirmed: z.boolean(),
  headers: z.array(z.string()),
  mapping: z.array(importMappingSchema),
  counts: importCountsSchema,
  rows: z.array(importRowResultSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The content types an import accepts: .xlsx, or CSV (UTF-8, comma or semicolon). */
export const importContentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

export const importPaths = {
  preview: (complexId: string, kind: ImportKind) =>
    `/api/complexes/${complexId}/imports/${kind}/preview`,
  confirm: (complexId: string, kind: ImportKind) =>
    `/api/complexes/${complexId}/imports/${kind}/confirm`,
} as const;

/** The column the device adds to the error sheet: why each row was refused. */
export const importErrorHeader = 'Lỗi';

/**
 * The words a sheet writes for a status (the units and residents exports write them; an import
 * reads them back, beside the values and the spec's labels), Vietnamese, once.
 */
export const sheetWords = {
  unitStatus: { available: 'Còn trống', occupied: 'Đang ở', maintenance: 'Đang bảo trì' },
  residentStatus: { active: 'Đang hoạt động', inactive: 'Ngừng hoạt động', pending: 'Chờ duyệt' },
} as const;
