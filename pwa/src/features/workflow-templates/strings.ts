import { catalogue } from '../../lib/i18n';

/**
 * Every user-visible string of the Workflow templates screen, in Vietnamese: the spec's wording
 * (section 2: 'Tạo Danh Mục', 'Tạo Mẫu Mới', 'Thêm Bước', 'Xóa') kept exactly. English beside it.
 */
export const workflowStrings = catalogue('workflow-templates', {
  title: 'Mẫu quy trình',
  backHome: 'Về trang chủ',
  subtitle: 'Quản lý mẫu quy trình xử lý yêu cầu và các bước thực hiện',
  newCategory: 'Tạo Danh Mục',
  newTemplate: 'Tạo Mẫu Mới',
  templatesHeading: 'Danh sách mẫu',
  noTemplates: 'Chưa có mẫu quy trình nào',
  loading: 'Đang tải...',
  selectPrompt: 'Chọn một mẫu quy trình để xem các bước',
  steps: 'Các bước thực hiện',
  noSteps: 'Mẫu này chưa có bước nào',
  refresh: 'Làm mới',
  addStep: 'Thêm Bước',
  delete: 'Xóa',
  required: 'Bắt buộc',
  optional: 'Không bắt buộc',
  hours: (n: number) => `${n} giờ`,
  stepNumber: (n: number) => `Bước ${n}`,
  unassigned: 'Chưa phân công',
  cancel: 'Hủy',
  create: 'Tạo',
  save: 'Lưu',
  sharedReadOnly:
    'Mẫu dùng chung toàn công ty: chỉ quản trị viên công ty được thêm bước hoặc xóa mẫu này.',

  category: {
    title: 'Tạo Danh Mục',
    name: 'Tên danh mục',
    description: 'Mô tả',
    color: 'Màu sắc',
  },
  /** A category's deadlines by priority. */
  sla: {
    open: 'Thời hạn xử lý',
    title: 'Thời hạn xử lý theo danh mục',
    category: 'Danh mục',
    hint: 'Tính từ lúc yêu cầu được tạo. Bỏ trống: mức ưu tiên đó không có thời hạn. Thay đổi chỉ áp dụng cho yêu cầu tạo sau đó.',
    priority: 'Mức ưu tiên',
    response: 'Phản hồi (giờ)',
    resolution: 'Hoàn thành (giờ)',
    noCategories: 'Chưa có danh mục nào bạn được sửa',
  },
  template: {
    title: 'Tạo Mẫu Mới',
    name: 'Tên mẫu',
    description: 'Mô tả',
    category: 'Danh mục',
  },
  /** Which of the residents' categories a template serves (what a resident picks). */
  residentCategories: {
    heading: 'Loại sự cố cư dân báo',
    hint: 'Cư dân chọn một loại dưới đây sẽ tạo yêu cầu theo mẫu này (mẫu riêng của chung cư được ưu tiên hơn mẫu dùng chung).',
    none: 'Chưa gán loại nào',
    group: 'Các loại sự cố mẫu này xử lý',
  },
  fallbackCategoryLabels: {
    maintenance: 'Bảo trì',
    security: 'An ninh',
    administrative: 'Hành chính',
    general: 'Chung',
  } as Record<string, string>,
  step: {
    title: 'Thêm Bước',
    name: 'Tên bước',
    order: 'Thứ tự bước',
    assignee: 'Người phụ trách',
    noAssignee: 'Gõ để tìm; bỏ trống nếu chưa có người phụ trách',
    role: 'Vai trò',
    description: 'Mô tả',
    duration: 'Thời gian dự kiến (giờ)',
    isRequired: 'Bước bắt buộc',
    noAdmins: 'Chưa tải được danh sách quản trị viên (cần kết nối mạng lần đầu)',
  },
  toast: {
    successTitle: 'Thành công',
    errorTitle: 'Lỗi',
    categoryCreated: 'Danh mục đã được tạo',
    slaSaved: 'Đã lưu thời hạn xử lý',
    templateCreated: 'Mẫu quy trình đã được tạo',
    stepAdded: 'Bước đã được thêm',
    residentCategoriesSaved: 'Đã lưu loại sự cố của mẫu',
    templateDeleted: 'Mẫu quy trình đã được xóa',
    templateRestored: 'Mẫu quy trình đã được khôi phục',
    undo: 'Hoàn tác',
    failed: 'Không thể lưu thay đổi trên thiết bị này',
  },
  outboxLabel: {
    createCategory: (name: string) => `Tạo danh mục ${name}`,
    setSla: (name: string) => `Đặt thời hạn xử lý cho danh mục ${name}`,
    createTemplate: (name: string) => `Tạo mẫu quy trình ${name}`,
    addStep: (step: string, template: string) => `Thêm bước ${step} vào mẫu ${template}`,
    deleteTemplate: (name: string) => `Xóa mẫu quy trình ${name}`,
    restoreTemplate: (name: string) => `Khôi phục mẫu quy trình ${name}`,
    residentCategories: (name: string) => `Đổi loại sự cố của mẫu ${name}`,
  },
  templateNotFound: 'Không tìm thấy mẫu quy trình',
});
