/** The two static help guides (spec section 2, 'Guides'), in Vietnamese. */

export interface GuideItem {
  term: string;
  text: string;
}

export interface GuideSection {
  heading: string;
  intro?: string;
  items: GuideItem[];
}

export interface Guide {
  title: string;
  subtitle: string;
  back: { label: string; to: string };
  sections: GuideSection[];
  /** Shown as a warning: who may delete or edit, and that deletion cannot be undone. */
  warning: { heading: string; lines: string[] };
  tips: { heading: string; items: string[] };
}

const deleteWarning = [
  'Xóa cư dân là thao tác không thể hoàn tác: hồ sơ, ảnh CMND/CCCD và lịch sử cư trú sẽ bị xóa vĩnh viễn.',
  'Chỉ quản trị viên (admin) hoặc người dùng được ủy quyền mới được xóa cư dân.',
];

export const apartmentGuide: Guide = {
  title: 'Hướng dẫn quản lý căn hộ',
  subtitle: 'Ý nghĩa các thông tin của một căn hộ và cách sử dụng màn hình Căn hộ.',
  back: { label: 'Quay lại danh sách căn hộ', to: '/apartments' },
  sections: [
    {
      heading: 'Thông tin căn hộ',
      items: [
        {
          term: 'Số căn hộ',
          text: 'Mã duy nhất của căn hộ, ví dụ A2-403: tòa A2, tầng 4, căn số 03.',
        },
        { term: 'Tòa nhà', text: 'Khối A, B hoặc C của khu chung cư.' },
        {
          term: 'Tầng',
          text: 'Tầng của căn hộ, đọc được từ số căn hộ: A2-403 ở tầng 4, C2-1105 ở tầng 11.',
        },
        { term: 'Phòng ngủ và phòng tắm', text: 'Số phòng ngủ và số phòng tắm của căn hộ.' },
        { term: 'Diện tích', text: 'Diện tích sử dụng, tính bằng m².' },
        {
          term: 'Giá thuê hàng tháng',
          text: 'Tiền thuê mỗi tháng của căn hộ, tính bằng đồng (₫).',
        },
      ],
    },
    {
      heading: 'Trạng thái căn hộ',
      items: [
        { term: 'Available', text: 'Căn hộ còn trống, sẵn sàng cho cư dân mới dọn vào.' },
        { term: 'Occupied', text: 'Căn hộ đã có cư dân đang ở.' },
        {
          term: 'Maintenance',
          text: 'Căn hộ đang được bảo trì, sửa chữa; tạm thời chưa cho thuê.',
        },
      ],
    },
    {
      heading: 'Cư dân của căn hộ',
      items: [
        { term: 'Số cư dân', text: 'Số người đang ở trong căn hộ; tối đa 4 cư dân mỗi căn hộ.' },
        { term: 'Gán cư dân', text: 'Mở căn hộ để xem, thêm hoặc chuyển đi cư dân đang ở.' },
      ],
    },
  ],
  warning: {
    heading: 'Quyền chỉnh sửa',
    lines: [
      'Chỉ nhân viên được ủy quyền mới được tạo hoặc chỉnh sửa thông tin căn hộ.',
      ...deleteWarning,
    ],
  },
  tips: {
    heading: 'Mẹo sử dụng',
    items: [
      'Tìm căn hộ theo số căn hộ hoặc tòa nhà; tìm kiếm không phân biệt dấu và chữ hoa.',
      'Ứng dụng vẫn hoạt động khi mất mạng; thay đổi sẽ tự đồng bộ khi có kết nối trở lại.',
    ],
  },
};

export const residentGuide: Guide = {
  title: 'Hướng dẫn quản lý cư dân',
  subtitle: 'Ý nghĩa các thông tin trong hồ sơ cư dân và cách sử dụng màn hình Cư dân.',
  back: { label: 'Quay lại danh sách cư dân', to: '/residents' },
  sections: [
    {
      heading: 'Thông tin cá nhân',
      items: [
        { term: 'Họ và tên', text: 'Họ (kèm tên đệm) và tên của cư dân, ví dụ Nguyễn Văn An.' },
        {
          term: 'Số CMND/CCCD',
          text: 'Số căn cước công dân gồm đúng 12 chữ số, không trùng với cư dân khác.',
        },
        { term: 'Email', text: 'Địa chỉ email liên hệ, không trùng với cư dân khác.' },
        { term: 'Số điện thoại', text: 'Theo định dạng +84, ví dụ +84901234567.' },
        { term: 'Giới tính', text: 'Nam, Nữ hoặc Khác.' },
        { term: 'Ngày sinh', text: 'Ngày sinh của cư dân (không bắt buộc).' },
        { term: 'Nghề nghiệp', text: 'Công việc hiện tại của cư dân.' },
      ],
    },
    {
      heading: 'Liên hệ khẩn cấp và ghi chú',
      items: [
        {
          term: 'Người liên hệ khẩn cấp',
          text: 'Tên và số điện thoại người cần báo khi có sự cố.',
        },
        { term: 'Ghi chú', text: 'Thông tin thêm cho ban quản lý, ví dụ nhu cầu đặc biệt.' },
        {
          term: 'Ảnh CMND/CCCD',
          text: 'Ảnh mặt trước và mặt sau của giấy tờ (PNG, JPG, tối đa 10MB).',
        },
      ],
    },
    {
      heading: 'Trạng thái cư dân',
      items: [
        { term: 'Active', text: 'Cư dân đang sinh sống tại khu chung cư.' },
        { term: 'Inactive', text: 'Cư dân đã chuyển đi hoặc tạm ngừng cư trú.' },
        { term: 'Pending', text: 'Hồ sơ đang chờ phê duyệt.' },
      ],
    },
    {
      heading: 'Thông tin cư trú',
      items: [
        { term: 'Ngày chuyển đến', text: 'Ngày cư dân bắt đầu ở tại khu chung cư.' },
        { term: 'Căn hộ hiện tại', text: 'Căn hộ cư dân đang ở, ví dụ A2-403.' },
      ],
    },
  ],
  warning: { heading: 'Xóa cư dân', lines: deleteWarning },
  tips: {
    heading: 'Mẹo sử dụng',
    items: [
      'Tìm cư dân theo tên, số CMND/CCCD hoặc email; không cần gõ dấu ("nguyen" tìm được "Nguyễn").',
      'Lọc danh sách theo trạng thái Active, Inactive hoặc Pending.',
      'Ứng dụng vẫn hoạt động khi mất mạng; thay đổi sẽ tự đồng bộ khi có kết nối trở lại.',
    ],
  },
};
