import { catalogue } from '../../lib/i18n';

/** Every user-visible string of the QR labels and the scanner, in Vietnamese (English beside). */
export const qrStrings = catalogue('qr', {
  labels: {
    title: 'In tem QR căn hộ',
    subtitle: 'Dán tem lên cửa: quét tem bằng máy tính bảng để mở ngay trang căn hộ.',
    back: 'Quay lại danh sách căn hộ',
    block: 'Tòa',
    floor: 'Tầng',
    allFloors: 'Tất cả các tầng',
    floorOption: (floor: number) => `Tầng ${floor}`,
    chooseBlock: 'Chọn tòa để in tem.',
    loading: 'Đang tải căn hộ...',
    empty: 'Không có căn hộ nào ở tòa và tầng này',
    count: (labels: number, pages: number) =>
      `${labels} tem trên ${pages} trang A4 (3 × 8 tem/trang)`,
    print: 'In tem',
    printHint: 'Khi in, chọn khổ A4, tỉ lệ 100%, không lề.',
    placeFloor: (block: string, floor: number) => `Tòa ${block} · Tầng ${floor}`,
    qrAlt: (unit: string) => `Mã QR mở trang căn hộ ${unit}`,
    sheetLabel: 'Tờ tem QR',
    page: (n: number) => `Trang ${n}`,
  },
  /** The buttons other screens show (composed by the app layer). */
  actions: {
    scan: 'Quét mã QR',
    labels: 'In tem QR',
  },
  scan: {
    title: 'Quét tem QR căn hộ',
    close: 'Đóng',
    starting: 'Đang mở camera...',
    aim: 'Đưa tem QR vào khung hình',
    video: 'Hình từ camera',
    decoding: 'Đang đọc mã...',
    choosePhoto: 'Chọn ảnh chụp tem',
    photoHint: 'Hoặc chụp ảnh tem rồi chọn ảnh đó.',
    photoNoCode: 'Không tìm thấy mã QR trong ảnh này. Hãy chụp gần và rõ hơn.',
    photoUnreadable: 'Không đọc được ảnh này.',
    typeTitle: 'Hoặc nhập số căn hộ',
    typeLabel: 'Số căn hộ',
    typePlaceholder: 'Ví dụ: A2-1207',
    typeNone: 'Không có căn hộ nào có số này',
    open: (unit: string) => `Mở căn hộ ${unit}`,
    retry: 'Thử lại camera',
    switchAndOpen: 'Chuyển chung cư và mở',
    /** Why the camera is not there, and what to do instead. */
    camera: {
      denied:
        'Ứng dụng không được phép dùng camera. Hãy cho phép camera trong cài đặt trình duyệt, hoặc chọn ảnh chụp tem / nhập số căn hộ bên dưới.',
      missing:
        'Không tìm thấy camera trên thiết bị này. Hãy chọn ảnh chụp tem hoặc nhập số căn hộ.',
      busy: 'Camera đang được ứng dụng khác dùng. Hãy đóng ứng dụng đó rồi thử lại, hoặc nhập số căn hộ.',
      unsupported:
        'Trình duyệt này không mở được camera ở đây (cần HTTPS). Hãy chọn ảnh chụp tem hoặc nhập số căn hộ.',
      failed: 'Không mở được camera. Hãy thử lại, chọn ảnh chụp tem hoặc nhập số căn hộ.',
    },
    /** What a code that is not one of this app's unit labels is said to be; never followed. */
    result: {
      otherSite: (host: string) =>
        `Mã QR này dẫn tới trang khác (${host}), không phải tem căn hộ của ứng dụng. Không mở.`,
      notUnit: 'Mã QR này không phải tem căn hộ của ứng dụng.',
      unknownUnit:
        'Tem này là của một căn hộ không có trên máy (thuộc chung cư bạn không phụ trách, đã xóa, hoặc chưa đồng bộ). Hãy đồng bộ rồi thử lại.',
      otherComplex: (complex: string) =>
        `Căn hộ này thuộc chung cư khác: ${complex}. Chuyển sang chung cư đó để mở.`,
    },
  },
});
