import { loginRequestSchema } from '@chungcu/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

/** The contracts' login schema as the form's resolver; loaded by `login-form.tsx` on first use. */
export const loginResolver = zodResolver(loginRequestSchema);
