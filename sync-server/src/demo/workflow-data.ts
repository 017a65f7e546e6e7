import type { InquiryCategory, ResidentCategory, SlaPolicy } from '@chungcu/contracts';
import type { demoAccounts } from './accounts';

// The demo categories and workflow templates; steps go to the demo staff accounts.

/** A demo staff account a step or a request is assigned to. */
export type Staff = keyof Pick<
  typeof demoAccounts,
  'admin' | 'manager' | 'technician' | 'security'
>;

/**
 * Who takes each category's requests in a demo complex, by the complex's code: its automatic
 * assignment (rule S28) and the seeded requests' assignee, always someone serving that complex.
 * Times City has a technician for repairs and its manager for security and parking; Sunrise
 * City's guard takes security and parking there. Anything else goes to the board (the
 * administrator).
 */
export const HANDLERS: Record<string, Partial<Record<InquiryCategory, Staff>>> = {
  'TC-HN': { maintenance: 'technician', security: 'manager', parking: 'manager' },
  'SR-Q7': { security: 'security', parking: 'security' },
};

/** Hours to answer and to resolve, by priority: [urgent, high, medium, low]. */
const policy = (...targets: [number, number][]): SlaPolicy => {
  const [urgent, high, medium, low] = targets.map(([responseHours, resolutionHours]) => ({
    responseHours,
    resolutionHours,
  }));
  return { urgent, high, medium, low };
};

/** Description, colour and deadlines (rule S24) of each inquiry category's workflow category. */
export const CATEGORIES: Record<
  InquiryCategory,
  { description: string; color: string; sla: SlaPolicy }
> = {
  maintenance: {
    description: 'Sửa chữa, bảo trì căn hộ và khu vực chung',
    color: '#F59E0B',
    sla: policy([1, 8], [4, 24], [8, 72], [24, 168]),
  },
  complaint: {
    description: 'Khiếu nại về tiếng ồn, vệ sinh, hàng xóm',
    color: '#EF4444',
    sla: policy([2, 24], [8, 48], [24, 120], [48, 240]),
  },
  general: {
    description: 'Yêu cầu, góp ý và thủ tục hành chính',
    color: '#3B82F6',
    sla: policy([4, 48], [8, 72], [24, 120], [48, 240]),
  },
  security: {
    description: 'An ninh, phòng cháy chữa cháy và an toàn',
    color: '#8B5CF6',
    sla: policy([1, 4], [2, 12], [8, 48], [24, 120]),
  },
  parking: {
    description: 'Đăng ký, cấp thẻ và bố trí chỗ đỗ xe',
    color: '#10B981',
    sla: policy([4, 48], [8, 72], [24, 120], [48, 240]),
  },
};

/** How demo inquiries refer to the template they follow. */
export type TemplateKey = 'leak' | 'repair' | 'noise' | 'parking' | 'security' | 'general';

export interface StepPlan {
  name: string;
  staff: Staff;
  description: string;
  hours: number;
  required?: boolean;
}

export interface TemplatePlan {
  key: TemplateKey;
  name: string;
  category: InquiryCategory;
  description: string;
  /** What residents report that it handles: every resident category has one template. */
  serves: ResidentCategory[];
  steps: StepPlan[];
}

/**
 * A template per category (two for repairs), 3–5 steps each; `hours` is the step's estimated
 * duration.
 */
export const TEMPLATES: TemplatePlan[] = [
  {
    key: 'leak',
    name: 'Sửa chữa rò rỉ nước',
    category: 'maintenance',
    description: 'Quy trình xử lý rò rỉ, thấm nước trong căn hộ và khu vực chung',
    serves: ['water'],
    steps: [
      {
        name: 'Tiếp nhận yêu cầu',
        staff: 'admin',
        description: 'Ghi nhận và hẹn lịch kiểm tra với cư dân',
        hours: 2,
      },
      {
        name: 'Kiểm tra hiện trường',
        staff: 'technician',
        description: 'Xác định vị trí và nguyên nhân rò rỉ',
        hours: 4,
      },
      {
        name: 'Sửa chữa, thay thế đường ống',
        staff: 'technician',
        description: 'Thay ống, gioăng hoặc chống thấm lại',
        hours: 8,
      },
      {
        name: 'Nghiệm thu với cư dân',
        staff: 'admin',
        description: 'Kiểm tra cùng cư dân sau 24 giờ không còn rò rỉ',
        hours: 24,
      },
    ],
  },
  {
    key: 'repair',
    name: 'Sửa chữa điện và thiết bị chung',
    category: 'maintenance',
    description: 'Quy trình xử lý sự cố điện, đèn, thang máy và thiết bị ở khu vực chung',
    serves: ['electricity', 'elevator', 'common_area'],
    steps: [
      {
        name: 'Tiếp nhận yêu cầu',
        staff: 'admin',
        description: 'Ghi nhận sự cố và hẹn lịch kiểm tra',
        hours: 2,
      },
      {
        name: 'Kiểm tra hiện trường',
        staff: 'technician',
        description: 'Xác định thiết bị hỏng và nguyên nhân',
        hours: 4,
      },
      {
        name: 'Sửa chữa, thay thế thiết bị',
        staff: 'technician',
        description: 'Thay bóng đèn, aptomat, linh kiện hoặc gọi đơn vị bảo trì thang máy',
        hours: 8,
      },
      {
        name: 'Nghiệm thu với cư dân',
        staff: 'admin',
        description: 'Kiểm tra cùng cư dân thiết bị đã hoạt động bình thường',
        hours: 24,
      },
    ],
  },
  {
    key: 'noise',
    name: 'Khiếu nại tiếng ồn',
    category: 'complaint',
    description: 'Xử lý phản ánh tiếng ồn giữa các căn hộ',
    serves: ['noise'],
    steps: [
      {
        name: 'Ghi nhận khiếu nại',
        staff: 'admin',
        description: 'Ghi lại thời gian, mức độ và nguồn gây ồn',
        hours: 1,
      },
      {
        name: 'Xác minh nguồn gây ồn',
        staff: 'security',
        description: 'Bảo vệ kiểm tra thực tế vào khung giờ được phản ánh',
        hours: 12,
      },
      {
        name: 'Làm việc với hộ liên quan',
        staff: 'admin',
        description: 'Nhắc nhở theo nội quy, lập biên bản nếu tái phạm',
        hours: 24,
      },
      {
        name: 'Phản hồi cư dân',
        staff: 'admin',
        description: 'Thông báo kết quả cho người khiếu nại',
        hours: 2,
      },
    ],
  },
  {
    key: 'parking',
    name: 'Đăng ký chỗ đỗ xe',
    category: 'parking',
    description: 'Cấp thẻ và bố trí chỗ đỗ xe máy, ô tô cho cư dân',
    serves: ['parking'],
    steps: [
      {
        name: 'Tiếp nhận hồ sơ đăng ký',
        staff: 'admin',
        description: 'Đăng ký xe kèm cà vẹt và CCCD chủ xe',
        hours: 2,
      },
      {
        name: 'Kiểm tra giấy tờ xe',
        staff: 'security',
        description: 'Đối chiếu biển số và giấy tờ gốc',
        hours: 4,
      },
      {
        name: 'Cấp thẻ và bố trí chỗ đỗ',
        staff: 'security',
        description: 'Kích hoạt thẻ từ và ghi nhận vị trí đỗ',
        hours: 24,
      },
    ],
  },
  {
    key: 'security',
    name: 'Báo mất an ninh',
    category: 'security',
    description: 'Xử lý sự việc mất trộm, người lạ đột nhập hoặc mất an toàn',
    serves: ['security'],
    steps: [
      {
        name: 'Tiếp nhận báo cáo',
        staff: 'security',
        description: 'Ghi nhận sự việc, bảo vệ hiện trường',
        hours: 1,
      },
      {
        name: 'Trích xuất camera',
        staff: 'security',
        description: 'Kiểm tra camera hành lang, thang máy và cổng ra vào',
        hours: 4,
      },
      {
        name: 'Lập biên bản sự việc',
        staff: 'security',
        description: 'Lập biên bản có chữ ký cư dân và bảo vệ ca trực',
        hours: 2,
      },
      {
        name: 'Phối hợp công an phường',
        staff: 'admin',
        description: 'Chuyển hồ sơ cho công an khi cư dân yêu cầu',
        hours: 48,
        required: false,
      },
      {
        name: 'Thông báo kết quả cho cư dân',
        staff: 'admin',
        description: 'Thông báo kết quả và biện pháp phòng ngừa',
        hours: 2,
      },
    ],
  },
  {
    key: 'general',
    name: 'Yêu cầu chung',
    category: 'general',
    description: 'Các yêu cầu hành chính và góp ý khác',
    serves: ['cleaning', 'other'],
    steps: [
      {
        name: 'Tiếp nhận yêu cầu',
        staff: 'admin',
        description: 'Phân loại và chuyển bộ phận phụ trách',
        hours: 2,
      },
      {
        name: 'Xử lý yêu cầu',
        staff: 'admin',
        description: 'Bộ phận phụ trách giải quyết',
        hours: 24,
      },
      {
        name: 'Phản hồi cư dân',
        staff: 'admin',
        description: 'Trả lời cư dân qua ứng dụng',
        hours: 2,
      },
    ],
  },
];
