import { z } from 'zod';
import { roles } from './enums';
import { emailSchema, idSchema, requiredName, timestampSchema } from './common';
import { messages } from './messages';
import { userSchema } from './user';

/**
 * Accounts of a real complex (server-only auth operations, not synced mutations): admins invite
 * staff and residents by a one-time link, reset passwords and deactivate accounts; everyone
 * changes their own password.
 */
export const accountMessages = {
  passwordTooShort: 'Mật khẩu phải có ít nhất 10 ký tự',
  passwordTooLong: 'Mật khẩu tối đa 1024 ký tự',
  passwordRequired: 'Mật khẩu không được để trống',
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  invitationInvalid: 'Liên kết mời không hợp lệ, đã được dùng hoặc đã hết hạn',
  emailHasAccount: 'Email này đã có tài khoản',
  residentHasNoEmail: 'Hồ sơ cư dân chưa có email',
  residentNotFound: 'Không tìm thấy cư dân',
  accountNotFound: 'Không tìm thấy tài khoản',
  cannotDeactivateSelf: 'Không thể tự khóa tài khoản của mình',
  lastAdmin: 'Phải còn ít nhất một quản trị viên đang hoạt động',
  isActiveRequired: 'Trường isActive phải là true hoặc false',
  nameRequired: 'Họ tên là bắt buộc',
  demoAccount: 'Tài khoản demo chỉ được quản lý bởi chế độ demo',
} as const;

/** Passwords are at least 10 characters; the upper bound keeps hashing cheap. */
export const passwordMinLength = 10;
export const newPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(passwordMinLength, accountMessages.passwordTooShort)
  .max(1024, accountMessages.passwordTooLong);

/** Invitations live this long; a link is used at most once. */
export const invitationTtlMs = 7 * 24 * 60 * 60 * 1000;

/** POST /api/invitations: a staff account (admin) by email, or a resident's by their record. */
export const createInvitationSchema = z.discriminatedUnion(
  'role',
  [
    z.strictObject({
      role: z.literal('admin'),
      email: emailSchema(messages.auth.emailInvalid),
      firstName: requiredName(accountMessages.nameRequired),
      lastName: requiredName(accountMessages.nameRequired),
      jobTitle: z.string().trim().max(120).nullish(),
    }),
    z.strictObject({ role: z.literal('resident'), residentId: idSchema }),
  ],
  { error: messages.auth.roleInvalid },
);
export type CreateInvitationRequest = z.infer<typeof createInvitationSchema>;

export const invitationKinds = ['invite', 'reset'] as const;
export type InvitationKind = (typeof invitationKinds)[number];

/** A pending invitation as admins see it (never its token). */
export const invitationSchema = z.object({
  id: z.string(),
  kind: z.enum(invitationKinds),
  email: z.string(),
  role: roles.schema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  residentId: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The answer to an invitation or reset: the one time the token is shown. */
export const issuedInvitationSchema = z.object({
  invitation: invitationSchema,
  token: z.string(),
  /** Path of the acceptance page, `/invite/{token}`. */
  link: z.string(),
});
export type IssuedInvitation = z.infer<typeof issuedInvitationSchema>;

/** GET /api/invitations/{token}: what the acceptance page shows before a password is set. */
export const invitationPreviewSchema = invitationSchema.pick({
  kind: true,
  email: true,
  role: true,
  firstName: true,
  lastName: true,
  expiresAt: true,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/{token}/accept: sets the password and signs in. */
export const acceptInvitationSchema = z.strictObject({ password: newPasswordSchema });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationSchema>;

/** POST /api/auth/password: the user's own password; their other sessions end. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(1024, accountMessages.passwordTooLong),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** PATCH /api/accounts/{id}: deactivating ends the account's sessions at once. */
export const accountPatchSchema = z.strictObject({
  isActive: z.boolean({ error: accountMessages.isActiveRequired }),
});
export type AccountPatch = z.infer<typeof accountPatchSchema>;

/** GET /api/accounts: every account and the pending invitations. */
export const accountsListSchema = z.object({
  users: z.array(userSchema),
  invitations: z.array(invitationSchema),
});
export type AccountsList = z.infer<typeof accountsListSchema>;
