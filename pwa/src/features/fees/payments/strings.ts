import { catalogue } from '../../../lib/i18n';

/**
 * Every user-visible string of payments (money received for units), in Vietnamese; the English
 * is in strings.en.ts.
 */
export const paymentStrings = catalogue('payments', {
  status: {
    paid: 'Đã thanh toán',
    partial: 'Đã trả một phần',
    unpaid: 'Chưa thanh toán',
  },
  paidSoFar: (amount: string) => `Đã trả ${amount}`,
  outstanding: (amount: string) => `Còn phải trả ${amount}`,
  history: {
    title: 'Các khoản đã trả',
    none: 'Chưa có khoản thanh toán nào.',
    voided: 'Đã hủy',
    byCode: 'Ngân hàng báo về, khớp theo mã thanh toán',
    byStaff: 'Ban quản lý ghi nhận',
  },
  page: {
    title: 'Thu tiền',
    subtitle:
      'Tiền các căn hộ đã trả: chuyển khoản ngân hàng báo về và các khoản thu tại văn phòng',
    record: 'Ghi khoản thu',
    unmatched: 'Chờ gán căn hộ',
    unmatchedHint:
      'Chuyển khoản không mang mã thanh toán của một thông báo phí trong chung cư: hãy gán cho đúng căn hộ.',
    noneUnmatched: 'Không có khoản nào chờ gán.',
    recent: 'Đã ghi nhận gần đây',
    noneRecent: 'Chưa có khoản thu nào.',
    match: 'Gán căn hộ',
    matchNamed: (amount: string) => `Gán khoản ${amount} cho một căn hộ`,
    unmatch: 'Bỏ gán',
    unmatchNamed: (amount: string, unit: string) => `Bỏ gán khoản ${amount} khỏi căn ${unit}`,
    void: 'Hủy',
    voidNamed: (amount: string) => `Hủy khoản thu ${amount}`,
    unit: (unit: string) => `Căn ${unit}`,
    payer: (name: string) => `Người chuyển: ${name}`,
    noComplex: 'Hãy chọn một chung cư để xem các khoản thu.',
  },
  form: {
    recordTitle: 'Ghi khoản thu',
    matchTitle: (amount: string) => `Gán khoản ${amount}`,
    voidTitle: (amount: string) => `Hủy khoản thu ${amount}`,
    unit: 'Căn hộ',
    noUnit: 'Hãy chọn căn hộ',
    amount: 'Số tiền (₫)',
    method: 'Hình thức',
    paidAt: 'Ngày thu',
    memo: 'Ghi chú',
    payer: 'Người nộp',
    reason: 'Lý do hủy',
    save: 'Ghi',
    match: 'Gán',
    confirmVoid: 'Hủy khoản thu',
    cancel: 'Quay lại',
  },
  outbox: {
    record: (amount: string, unit: string) => `Thu ${amount} của căn ${unit}`,
    match: (amount: string, unit: string) => `Gán khoản ${amount} cho căn ${unit}`,
    unmatch: (amount: string) => `Bỏ gán khoản ${amount}`,
    void: (amount: string) => `Hủy khoản thu ${amount}`,
  },
});
