/** Word lists of the demo data set: Vietnamese names, occupations and CCCD province codes. */

/** Họ, weighted roughly like the real distribution (Nguyễn first by far). */
export const familyNames = [
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Trần',
  'Trần',
  'Lê',
  'Lê',
  'Phạm',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
] as const;

export const middleNames = {
  male: ['Văn', 'Văn', 'Hữu', 'Đức', 'Minh', 'Quang', 'Thành', 'Công', 'Gia', 'Tuấn', 'Hoàng'],
  female: ['Thị', 'Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Phương', 'Hồng', 'Kim', 'Bảo', 'Mai'],
} as const;

export const givenNames = {
  male: [
    'An',
    'Bình',
    'Cường',
    'Dũng',
    'Đạt',
    'Hải',
    'Hiếu',
    'Hoàng',
    'Huy',
    'Khang',
    'Khoa',
    'Long',
    'Nam',
    'Phong',
    'Phúc',
    'Quân',
    'Sơn',
    'Tài',
    'Thắng',
    'Thịnh',
    'Trung',
    'Tuấn',
    'Việt',
    'Vinh',
  ],
  female: [
    'Anh',
    'Chi',
    'Dung',
    'Giang',
    'Hà',
    'Hằng',
    'Hạnh',
    'Hoa',
    'Hương',
    'Khánh',
    'Linh',
    'Loan',
    'Mai',
    'My',
    'Ngân',
    'Nhung',
    'Oanh',
    'Phương',
    'Quỳnh',
    'Tâm',
    'Thảo',
    'Trang',
    'Uyên',
    'Vy',
    'Yến',
  ],
} as const;

export const adultOccupations = [
  'Kỹ sư phần mềm',
  'Giáo viên',
  'Bác sĩ',
  'Y tá',
  'Kế toán',
  'Nhân viên văn phòng',
  'Kinh doanh tự do',
  'Kiến trúc sư',
  'Luật sư',
  'Nhân viên ngân hàng',
  'Dược sĩ',
  'Giảng viên đại học',
  'Nhà thiết kế đồ họa',
  'Quản lý dự án',
  'Chuyên viên marketing',
  'Nhân viên kinh doanh',
  'Đầu bếp',
  'Công chức nhà nước',
  'Phóng viên',
  'Kỹ sư xây dựng',
] as const;

/** CCCD province codes (first three digits), weighted towards Hồ Chí Minh City and Hà Nội. */
export const provinceCodes = [
  '079', // TP. Hồ Chí Minh
  '079',
  '079',
  '079',
  '001', // Hà Nội
  '001',
  '031', // Hải Phòng
  '048', // Đà Nẵng
  '092', // Cần Thơ
  '038', // Thanh Hóa
  '040', // Nghệ An
  '036', // Nam Định
  '034', // Thái Bình
  '075', // Đồng Nai
  '074', // Bình Dương
  '056', // Khánh Hòa
  '046', // Thừa Thiên Huế
  '052', // Bình Định
  '066', // Đắk Lắk
] as const;

export const emailDomains = ['gmail.com', 'gmail.com', 'yahoo.com.vn', 'outlook.com'] as const;

export const residentNotes = [
  'Có nuôi một chú chó nhỏ, đã đăng ký với ban quản lý',
  'Đăng ký một chỗ đỗ ô tô tại tầng hầm B1',
  'Người cao tuổi trong hộ, cần hỗ trợ khi thang máy bảo trì',
  'Thường đi công tác, liên hệ người thân khi cần',
  'Đã đăng ký thẻ cư dân cho cả gia đình',
] as const;

/** ASCII form of a Vietnamese word for e-mail addresses: "Nguyễn Đức" → "nguyenduc". */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
