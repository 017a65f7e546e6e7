/**
 * Accounts of a real complex (server-only auth operations, not synced mutations): admins invite
 * staff and residents by a one-time link, reset passwords and deactivate accounts; everyone
 * changes their own password.
 */
export const accountMessages = {
  passwordTooShort: 'Mật khẩu phải có ít nhất 10 ký tự',
  passwordTooLong: 'Mật khẩu tối đa 1024 ký tự',
  passwordRequired: 'Mật khẩu không được để trống',
  passwordBlank: 'Mật khẩu không được chỉ gồm khoảng trắng hoặc ký tự vô hình',
  passwordRepeated: 'Mật khẩu không được chỉ là một ký tự (hoặc một nhóm ngắn) lặp lại',
  passwordPersonal: 'Mật khẩu không được là email hay họ tên của bạn',
  passwordCommon:
    'Mật khẩu này nằm trong danh sách mật khẩu phổ biến nhất, rất dễ bị đoán: hãy chọn mật khẩu khác',
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  invitationInvalid: 'Liên kết mời không hợp lệ, đã được dùng hoặc đã hết hạn',
  emailHasAccount: 'Email này đã có tài khoản',
  residentHasNoEmail: 'Hồ sơ cư dân chưa có email',
  residentNotFound: 'Không tìm thấy cư dân',
  invitedRecordDeleted:
    'Hồ sơ cư dân của lời mời này đã bị xóa: hãy đề nghị ban quản lý gửi lời mời mới',
  accountNotFound: 'Không tìm thấy tài khoản',
  cannotDeactivateSelf: 'Không thể tự khóa tài khoản của mình',
  lastAdmin: 'Phải còn ít nhất một quản trị viên đang hoạt động',
  isActiveRequired: 'Trường isActive phải là true hoặc false',
  nameRequired: 'Họ tên là bắt buộc',
  demoAccount: 'Tài khoản demo chỉ được quản lý bởi chế độ demo',
} as const;
