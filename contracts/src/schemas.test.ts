import { describe, expect, it } from 'vitest';
import {
  apartmentCreateSchema,
  assignmentCreateSchema,
  changesQuerySchema,
  firstIssueMessage,
  inquiryCreateSchema,
  loginRequestSchema,
  residentCreateSchema,
  residentPatchSchema,
  sendCodeRequestSchema,
  templateStepCreateSchema,
  workflowCategoryCreateSchema,
  workflowTemplateCreateSchema,
} from './index';
import type { z } from 'zod';

function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

const resident = {
  firstName: 'An',
  lastName: 'Nguyễn',
  idCardNumber: '001203004567',
  email: 'an.nguyen@example.vn',
  phone: '+84901234567',
};

describe('resident form rules', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '   ', 'Last name is required'],
    ['idCardNumber', '', 'ID card number is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
  ])('%s=%j gives %s', (field, value, message) => {
    expect(messageOf(residentCreateSchema, { ...resident, [field]: value })).toBe(message);
  });

  it('applies the defaults gender male and status active', () => {
    const parsed = residentCreateSchema.parse(resident);
    expect(parsed.gender).toBe('male');
    expect(parsed.status).toBe('active');
    expect(parsed.email).toBe('an.nguyen@example.vn');
  });

  it('rejects an unknown gender, status and field', () => {
    expect(messageOf(residentCreateSchema, { ...resident, gender: 'x' })).toBe(
      'Giới tính không hợp lệ',
    );
    expect(messageOf(residentCreateSchema, { ...resident, status: 'verified' })).toBe(
      'Trạng thái không hợp lệ',
    );
    expect(messageOf(residentCreateSchema, { ...resident, role: 'admin' })).toBe(
      'Trường không được hỗ trợ: role',
    );
  });

  it('a patch keeps absent fields absent instead of defaulting them', () => {
    const parsed = residentPatchSchema.parse({ phone: '+84900000000' });
    expect(parsed).toEqual({ phone: '+84900000000' });
    expect(residentPatchSchema.parse({ notes: '' })).toEqual({ notes: null });
  });
});

describe('apartment creation rules', () => {
  const apartment = {
    unitNumber: 'A2-403',
    buildingBlock: 'A',
    floor: 4,
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 850,
    monthlyRent: '1850',
    status: 'available',
  };
  it.each([
    ['unitNumber', '', 'Apartment number is required'],
    ['buildingBlock', '', 'Building name is required'],
    ['floor', 0, 'Floor must be at least 1'],
    ['floor', '3', 'Floor must be at least 1'],
    ['bedrooms', 0, 'Number of bedrooms is required'],
    ['bathrooms', 0, 'Number of bathrooms is required'],
    ['squareFootage', 0, 'Square footage is required'],
    ['monthlyRent', '', 'Monthly rent is required'],
  ])('%s=%j gives %s', (field, value, message) => {
    expect(messageOf(apartmentCreateSchema, { ...apartment, [field]: value })).toBe(message);
  });

  it('carries no photos: they are attachments of their own', () => {
    expect(
      messageOf(apartmentCreateSchema, { ...apartment, images: ['data:image/png;base64,'] }),
    ).not.toBeNull();
  });
});

describe('other forms', () => {
  it('inquiry title and content are required, with defaults for the rest', () => {
    expect(messageOf(inquiryCreateSchema, { title: '', description: 'x' })).toBe(
      'Tiêu đề yêu cầu là bắt buộc',
    );
    expect(messageOf(inquiryCreateSchema, { title: 'Rò nước', description: '' })).toBe(
      'Nội dung là bắt buộc',
    );
    expect(inquiryCreateSchema.parse({ title: 'a', description: 'b' })).toMatchObject({
      priority: 'medium',
      status: 'new',
    });
  });

  it('inquiry attachments are only content URLs of this server', () => {
    const own = '/api/attachments/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/content';
    const base = { title: 'Rò nước', description: 'x' };
    expect(messageOf(inquiryCreateSchema, { ...base, attachments: [own] })).toBeNull();
    for (const url of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'https://example.com/a.pdf',
      `${own}/../../x`,
      '/api/attachments/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/thumbnail',
    ]) {
      expect(messageOf(inquiryCreateSchema, { ...base, attachments: [own, url] })).toBe(
        'Tệp đính kèm phải là tệp đã tải lên máy chủ này',
      );
    }
  });

  it('templates, steps and categories', () => {
    expect(messageOf(workflowTemplateCreateSchema, { templateName: '', category: 'c' })).toBe(
      'Template name is required',
    );
    expect(messageOf(workflowTemplateCreateSchema, { templateName: 'x', category: '' })).toBe(
      'Category is required',
    );
    expect(messageOf(templateStepCreateSchema, { stepName: '', stepOrder: 1 })).toBe(
      'Step name is required',
    );
    expect(messageOf(workflowCategoryCreateSchema, { name: '' })).toBe('Category name is required');
    expect(workflowCategoryCreateSchema.parse({ name: 'Bảo trì' }).color).toBe('#3B82F6');
  });

  it('login, test user and assignment', () => {
    expect(messageOf(loginRequestSchema, { email: 'x', password: 'p' })).toBe('Email không hợp lệ');
    expect(messageOf(loginRequestSchema, { email: 'a@b.vn', password: '' })).toBe(
      'Mật khẩu không được để trống',
    );
    expect(messageOf(sendCodeRequestSchema, { phoneNumber: '' })).toBe(
      'Vui lòng nhập số điện thoại',
    );
    expect(
      messageOf(assignmentCreateSchema, { apartmentId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' }),
    ).toBe('Please select at least one resident');
  });

  it('change feed parameters', () => {
    expect(changesQuerySchema.parse({})).toEqual({ since: 0, limit: 500 });
    expect(changesQuerySchema.parse({ since: '42', limit: '10' })).toEqual({
      since: 42,
      limit: 10,
    });
    expect(messageOf(changesQuerySchema, { since: '-1' })).toBe(
      'Tham số since phải là số nguyên không âm',
    );
    expect(messageOf(changesQuerySchema, { limit: '5000' })).toBe(
      'Tham số limit phải từ 1 đến 1000',
    );
    expect(changesQuerySchema.parse({ since: '42', epoch: 'b1946ac9-2e1f' })).toEqual({
      since: 42,
      epoch: 'b1946ac9-2e1f',
      limit: 500,
    });
    for (const epoch of ['', 'a:b', 'x'.repeat(65), ['a', 'b']]) {
      expect(messageOf(changesQuerySchema, { since: '42', epoch })).toBe(
        'Tham số epoch không hợp lệ',
      );
    }
  });
});
