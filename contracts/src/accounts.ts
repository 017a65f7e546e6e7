import { z } from 'zod';
import { roles } from './enums';
import { emailSchema, idSchema, requiredName, timestampSchema } from './common';
import { accountMessages } from './account-messages';
import { messages } from './messages';
import { passwordMaxLength, passwordMinLength, passwordProblem } from './password';
import { userSchema } from './user';

/**
 * A new password: what can be judged without knowing whose it is (blank or invisible only, too
 * few visible characters, one character repeated). The owner's email and name, and the list of
 * common passwords, are the server's checks (`passwordProblem` with the owner and the list).
 */
export const newPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(passwordMinLength, accountMessages.passwordTooShort)
  .max(passwordMaxLength, accountMessages.passwordTooLong)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Invitations live this long; a link is used at most once. */
export const invitationTtlMs = 7 * 24 * 60 * 60 * 1000;

/** POST /api/invitations: a staff account (admin) by email, or a resident's by their record. */
export const createInvitationSchema = z.discriminatedUnion(
  'role',
  [
    z.strictObject({
      // The company administrator, a complex manager or staff (assigned to complexes after).
      role: z.enum(['admin', 'manager', 'staff']),
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
    .max(passwordMaxLength, accountMessages.passwordTooLong),
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
