import { z } from 'zod';
import { roles } from './enums';
import { messages } from './messages';
import { emailSchema, phoneSchema, timestampSchema } from './common';

/** A signed-in account (staff or resident). Never carries a password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: roles.schema,
  isActive: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/mock-users item: a demo account, with what the quick login says of it (its job
 * and where it works or lives), so each role can be tried knowing whose eyes it lends.
 */
export const mockUserSchema = userSchema
  .pick({ id: true, email: true, firstName: true, lastName: true, role: true })
  .extend({
    /** The job title staff are known by ('Kỹ thuật viên'); null for residents. */
    jobTitle: z.string().nullable(),
    /**
     * The names of the complexes a manager or staff member serves, or a resident's home
     * complex; empty for the company administrator, who reaches every one.
     */
    complexes: z.array(z.string()),
    /** A resident's block (their current home's), else null. */
    block: z.string().nullable(),
  });
export type MockUser = z.infer<typeof mockUserSchema>;

/** GET /api/admin-users item: a possible step assignee. */
export const adminUserSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema(messages.auth.emailInvalid),
  password: z
    .string({ error: messages.auth.passwordRequired })
    .min(1, messages.auth.passwordRequired)
    .max(1024, messages.common.tooLong(1024)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Normalised to '+84…', so one number written two ways is one test user and one rate limit. */
const phoneNumberSchema = phoneSchema(messages.auth.phoneRequired);

export const sendCodeRequestSchema = z.strictObject({ phoneNumber: phoneNumberSchema });
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;
export const sendCodeResponseSchema = z.object({ devCode: z.string(), expiresAt: timestampSchema });
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

export const verifyCodeRequestSchema = z.strictObject({
  phoneNumber: phoneNumberSchema,
  verificationCode: z
    .string({ error: messages.auth.codeInvalid })
    .trim()
    .regex(/^[0-9]{6}$/, messages.auth.codeInvalid),
});
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

export const switchUserRequestSchema = z.strictObject({
  userId: z
    .string({ error: messages.auth.userIdRequired })
    .trim()
    .min(1, messages.auth.userIdRequired)
    .max(255, messages.common.tooLong(255)),
});
export type SwitchUserRequest = z.infer<typeof switchUserRequestSchema>;
