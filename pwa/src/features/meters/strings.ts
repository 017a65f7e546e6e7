import { type MeterKind, messages } from '@chungcu/contracts';
import { catalogue } from '../../lib/i18n';

const units: Record<MeterKind, string> = { water: 'm³', electricity: 'kWh' };

/** Every string of the meters feature. Periods come formatted ('Tháng 11/2026'). */
export const meterStrings = catalogue('meters', {
  unitOf: units,
  card: {
    title: 'Đồng hồ nước, điện',
    empty: 'Căn hộ chưa có đồng hồ nào.',
    add: 'Thêm đồng hồ',
    round: 'Ghi chỉ số',
    noReading: 'Chưa có chỉ số',
    reading: (period: string, value: string, kind: MeterKind) =>
      `${period}: ${value} ${units[kind]}`,
    consumption: (value: string, kind: MeterKind) => `dùng ${value} ${units[kind]}`,
    estimated: 'Ước tính',
  },
  add: {
    title: 'Thêm đồng hồ',
    kind: 'Loại đồng hồ',
    serial: 'Số seri',
    save: 'Thêm',
    cancel: 'Huỷ',
  },
  round: {
    title: (period: string) => `Ghi chỉ số · ${period}`,
    period: 'Kỳ',
    block: 'Tòa',
    floor: 'Tầng',
    all: 'Tất cả',
    progress: (read: number, total: number) => `Đã đọc ${read}/${total}`,
    empty: 'Không có đồng hồ nào trong phạm vi này.',
    unit: (unit: string, floor: number) => `Căn ${unit} · tầng ${floor}`,
    previous: 'Chỉ số kỳ trước',
    noPrevious: 'Chưa có chỉ số kỳ trước',
    value: (kind: MeterKind) => `Chỉ số mới (${units[kind]})`,
    alreadyRead: (value: string) => `Đã ghi kỳ này: ${value}. Lưu để sửa.`,
    estimated: 'Ước tính',
    estimatedHint: 'Không đọc được đồng hồ: chỉ số ước tính, ghi rõ trên thông báo phí.',
    photo: 'Ảnh đồng hồ',
    photoChosen: 'Đã chọn ảnh đồng hồ',
    save: 'Lưu và tiếp',
    previousStop: 'Trước',
    nextStop: 'Tiếp',
    done: 'Đã đọc hết đồng hồ trong phạm vi này.',
    valueRequired: 'Nhập chỉ số mới',
    belowPrevious: messages.meter.belowPrevious,
    aboveNext: messages.meter.aboveNext,
    export: 'Xuất Excel',
    exportOffline: 'Cần kết nối mạng để xuất tệp Excel.',
  },
  unusual: {
    title: 'Tiêu thụ bất thường',
    body: (used: string, average: string | null, unit: string) =>
      average === null
        ? `Căn hộ đang có người ở nhưng kỳ này dùng ${used} ${unit}. Kiểm tra lại chỉ số trước khi lưu.`
        : `Kỳ này dùng ${used} ${unit}, hơn gấp đôi trung bình ba kỳ trước (${average} ${unit}). Kiểm tra lại chỉ số trước khi lưu.`,
    check: 'Kiểm tra lại',
    saveAnyway: 'Vẫn lưu',
  },
  outboxLabel: {
    addMeter: (unit: string) => `Thêm đồng hồ căn ${unit}`,
    reading: (unit: string, period: string) => `Ghi chỉ số căn ${unit} · ${period}`,
    photo: (unit: string) => `Ảnh đồng hồ căn ${unit}`,
  },
  toast: { errorTitle: 'Không lưu được' },
});
