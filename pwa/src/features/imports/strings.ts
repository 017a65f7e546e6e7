import type { ImportKind, ImportRowStatus } from '@chungcu/contracts';

/** Every text of the import screen (rule S29). */
export const importStrings = {
  link: 'Nhập từ Excel',
  title: 'Nhập từ Excel',
  subtitle:
    'Chọn loại dữ liệu và tệp .xlsx hoặc .csv, xem trước kết quả từng dòng rồi xác nhận. Không có gì được lưu trước khi xác nhận.',
  kind: 'Loại dữ liệu',
  kinds: { units: 'Căn hộ', residents: 'Cư dân', meters: 'Đồng hồ và chỉ số' } satisfies Record<
    ImportKind,
    string
  >,
  complex: 'Chung cư',
  chooseComplex: 'Hãy chọn chung cư để nhập',
  template: 'Tải tệp mẫu',
  templateStem: {
    units: 'mau-can-ho',
    residents: 'mau-cu-dan',
    meters: 'mau-dong-ho',
  } satisfies Record<ImportKind, string>,
  pickFile: 'Chọn tệp…',
  previewing: 'Đang đọc tệp…',
  mappingTitle: 'Cột trong tệp',
  ignored: 'bỏ qua',
  counts: {
    new: 'Mới',
    changed: 'Thay đổi',
    unchanged: 'Không đổi',
    error: 'Lỗi',
  } satisfies Record<ImportRowStatus, string>,
  rowsTitle: 'Kết quả từng dòng',
  onlyErrors: 'Chỉ dòng lỗi',
  columns: { row: 'Dòng', key: 'Khóa', status: 'Kết quả', detail: 'Chi tiết' },
  changedFields: (fields: string) => `Thay đổi: ${fields}`,
  errorsSkipped: (n: number) =>
    `${n} dòng lỗi sẽ được bỏ qua; các dòng còn lại được lưu. Tải tệp lỗi để sửa và nhập lại.`,
  downloadErrors: 'Tải tệp lỗi',
  errorSheet: 'Dòng lỗi',
  errorStem: 'loi-nhap',
  confirm: 'Xác nhận nhập',
  confirming: 'Đang lưu…',
  nothingToWrite: 'Không có gì để lưu: mọi dòng hợp lệ đều đã có và không đổi.',
  done: (written: number) => `Đã nhập ${written} dòng`,
  offline:
    'Nhập từ Excel cần kết nối với máy chủ. Thiết bị đang ngoại tuyến: hãy thử lại khi có mạng.',
  unreachable: 'Không kết nối được máy chủ: hãy thử lại khi có mạng.',
  failed: 'Không nhập được tệp',
  pageOf: (from: number, to: number, count: number) => `${from}–${to} / ${count}`,
} as const;

/** The field names the mapping and the changed rows show, in Vietnamese. */
export const fieldLabels: Record<string, string> = {
  unitNumber: 'Căn hộ',
  buildingBlock: 'Tòa',
  floor: 'Tầng',
  bedrooms: 'Phòng ngủ',
  bathrooms: 'Phòng tắm',
  squareFootage: 'Diện tích',
  monthlyRent: 'Giá thuê',
  status: 'Trạng thái',
  description: 'Mô tả',
  fullName: 'Họ và tên',
  lastName: 'Họ',
  firstName: 'Tên',
  idCardNumber: 'Số CCCD',
  phone: 'Điện thoại',
  email: 'Email',
  gender: 'Giới tính',
  dateOfBirth: 'Ngày sinh',
  moveInDate: 'Ngày chuyển đến',
  occupation: 'Nghề nghiệp',
  emergencyContact: 'Người liên hệ khẩn cấp',
  emergencyPhone: 'SĐT khẩn cấp',
  notes: 'Ghi chú',
  kind: 'Đồng hồ',
  serial: 'Số seri',
  period: 'Kỳ',
  value: 'Chỉ số',
  readAt: 'Ngày đọc',
};
