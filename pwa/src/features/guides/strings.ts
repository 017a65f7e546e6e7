import { catalogue } from '../../lib/i18n';

/**
 * The two static help guides (spec section 2, 'Guides'). Each section's terms, the warnings and
 * the tips are shown in the order written here.
 */
export const guideStrings = catalogue('guides', {
  /** Both guides: deleting a resident cannot be undone, and who may do it. */
  deletion: {
    irreversible:
      'Xóa cư dân là thao tác không thể hoàn tác: hồ sơ, ảnh CMND/CCCD và lịch sử cư trú sẽ bị xóa vĩnh viễn.',
    who: 'Chỉ quản trị viên (admin) hoặc người dùng được ủy quyền mới được xóa cư dân.',
  },
  apartment: {
    title: 'Hướng dẫn quản lý căn hộ',
    subtitle: 'Ý nghĩa các thông tin của một căn hộ và cách sử dụng màn hình Căn hộ.',
    back: 'Quay lại danh sách căn hộ',
    sections: {
      info: {
        heading: 'Thông tin căn hộ',
        items: {
          unitNumber: {
            term: 'Số căn hộ',
            text: 'Mã duy nhất của căn hộ, ví dụ A2-403: tòa A2, tầng 4, căn số 03.',
          },
          building: { term: 'Tòa nhà', text: 'Khối A, B hoặc C của khu chung cư.' },
          floor: {
            term: 'Tầng',
            text: 'Tầng của căn hộ, đọc được từ số căn hộ: A2-403 ở tầng 4, C2-1105 ở tầng 11.',
          },
          rooms: {
            term: 'Phòng ngủ và phòng tắm',
            text: 'Số phòng ngủ và số phòng tắm của căn hộ.',
          },
          area: { term: 'Diện tích', text: 'Diện tích sử dụng, tính bằng m².' },
          rent: {
            term: 'Giá thuê hàng tháng',
            text: 'Tiền thuê mỗi tháng của căn hộ, tính bằng đồng (₫).',
          },
        },
      },
      status: {
        heading: 'Trạng thái căn hộ',
        items: {
          available: {
            term: 'Còn trống',
            text: 'Căn hộ còn trống, sẵn sàng cho cư dân mới dọn vào.',
          },
          occupied: { term: 'Đang ở', text: 'Căn hộ đã có cư dân đang ở.' },
          maintenance: {
            term: 'Đang bảo trì',
            text: 'Căn hộ đang được bảo trì, sửa chữa; tạm thời chưa cho thuê.',
          },
        },
      },
      residents: {
        heading: 'Cư dân của căn hộ',
        items: {
          count: {
            term: 'Số cư dân',
            text: 'Số người đang ở trong căn hộ; tối đa 4 cư dân mỗi căn hộ.',
          },
          assign: {
            term: 'Gán cư dân',
            text: 'Mở căn hộ để xem, thêm hoặc chuyển đi cư dân đang ở.',
          },
        },
      },
    },
    warning: {
      heading: 'Quyền chỉnh sửa',
      edit: 'Chỉ nhân viên được ủy quyền mới được tạo hoặc chỉnh sửa thông tin căn hộ.',
    },
    tips: {
      heading: 'Mẹo sử dụng',
      items: {
        search: 'Tìm căn hộ theo số căn hộ hoặc tòa nhà; tìm kiếm không phân biệt dấu và chữ hoa.',
        offline:
          'Ứng dụng vẫn hoạt động khi mất mạng; thay đổi sẽ tự đồng bộ khi có kết nối trở lại.',
      },
    },
  },
  resident: {
    title: 'Hướng dẫn quản lý cư dân',
    subtitle: 'Ý nghĩa các thông tin trong hồ sơ cư dân và cách sử dụng màn hình Cư dân.',
    back: 'Quay lại danh sách cư dân',
    sections: {
      personal: {
        heading: 'Thông tin cá nhân',
        items: {
          name: {
            term: 'Họ và tên',
            text: 'Họ (kèm tên đệm) và tên của cư dân, ví dụ Nguyễn Văn An.',
          },
          idCard: {
            term: 'Số CMND/CCCD',
            text: 'Số căn cước công dân gồm đúng 12 chữ số, không trùng với cư dân khác.',
          },
          email: { term: 'Email', text: 'Địa chỉ email liên hệ, không trùng với cư dân khác.' },
          phone: { term: 'Số điện thoại', text: 'Theo định dạng +84, ví dụ +84901234567.' },
          gender: { term: 'Giới tính', text: 'Nam, Nữ hoặc Khác.' },
          birthDate: { term: 'Ngày sinh', text: 'Ngày sinh của cư dân (không bắt buộc).' },
          job: { term: 'Nghề nghiệp', text: 'Công việc hiện tại của cư dân.' },
        },
      },
      contact: {
        heading: 'Liên hệ khẩn cấp và ghi chú',
        items: {
          emergency: {
            term: 'Người liên hệ khẩn cấp',
            text: 'Tên và số điện thoại người cần báo khi có sự cố.',
          },
          notes: {
            term: 'Ghi chú',
            text: 'Thông tin thêm cho ban quản lý, ví dụ nhu cầu đặc biệt.',
          },
          idPhotos: {
            term: 'Ảnh CMND/CCCD',
            text: 'Ảnh mặt trước và mặt sau của giấy tờ (PNG, JPG, tối đa 10MB).',
          },
        },
      },
      status: {
        heading: 'Trạng thái cư dân',
        items: {
          active: { term: 'Đang hoạt động', text: 'Cư dân đang sinh sống tại khu chung cư.' },
          inactive: {
            term: 'Ngừng hoạt động',
            text: 'Cư dân đã chuyển đi hoặc tạm ngừng cư trú.',
          },
          pending: { term: 'Chờ duyệt', text: 'Hồ sơ đang chờ phê duyệt.' },
        },
      },
      residence: {
        heading: 'Thông tin cư trú',
        items: {
          moveIn: { term: 'Ngày chuyển đến', text: 'Ngày cư dân bắt đầu ở tại khu chung cư.' },
          apartment: { term: 'Căn hộ hiện tại', text: 'Căn hộ cư dân đang ở, ví dụ A2-403.' },
        },
      },
    },
    warning: { heading: 'Xóa cư dân' },
    tips: {
      heading: 'Mẹo sử dụng',
      items: {
        search:
          'Tìm cư dân theo tên, số CMND/CCCD hoặc email; không cần gõ dấu ("nguyen" tìm được "Nguyễn").',
        filter: 'Lọc danh sách theo trạng thái Đang hoạt động, Ngừng hoạt động hoặc Chờ duyệt.',
        offline:
          'Ứng dụng vẫn hoạt động khi mất mạng; thay đổi sẽ tự đồng bộ khi có kết nối trở lại.',
      },
    },
  },
});
