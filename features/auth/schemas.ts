// The input schemas of the account calls (zod), for the server and the forms that load them on demand; the rest
// of accounts' shared rules are in ./rules, which the pages' shell imports without pulling zod in.
import { z } from 'zod';
import { AUTH_MESSAGES, nameProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

export * from './rules';

const email = z
  .string({ message: AUTH_MESSAGES.emailInvalid })
  .trim()
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ message: AUTH_MESSAGES.emailInvalid }));

/** Length rules only: the common-password check needs the server's list. */
export const passwordField = z
  .string({ message: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** A first or last name, trimmed; refused for the reasons nameProblem gives (the forms check the same). */
export const personName = z
  .string({ message: AUTH_MESSAGES.nameRequired })
  .trim()
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const loginInput = z.object({
  email: z.string({ message: AUTH_MESSAGES.emailInvalid }).trim().max(254, AUTH_MESSAGES.emailInvalid),
  // Any length is checked against the hash, so a long guess costs the same as a short one; capped against abuse
  // (no password that long exists, so it is refused as any wrong one is).
  password: z
    .string({ message: AUTH_MESSAGES.invalidCredentials })
    .max(1024, AUTH_MESSAGES.invalidCredentials),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginInput>;

export const signupInput = z.object({
  firstName: personName,
  lastName: personName,
  email,
  password: passwordField,
});
export type SignupInput = z.infer<typeof signupInput>;

export const refreshInput = z.object({ refreshToken: z.string().max(200).optional() }).default({});
export const forgotPasswordInput = z.object({
  email: z.string({ message: AUTH_MESSAGES.emailInvalid }).trim().max(254, AUTH_MESSAGES.emailInvalid),
});
export const resetPasswordInput = z.object({ token: z.string().min(1).max(200), password: passwordField });
export const verifyEmailInput = z.object({ token: z.string().min(1).max(200) });

/** A password typed to prove it is the owner: any length is checked against the hash (capped against abuse). */
const currentPassword = z
  .string({ message: AUTH_MESSAGES.currentPasswordWrong })
  .min(1, AUTH_MESSAGES.currentPasswordWrong)
  .max(1024, AUTH_MESSAGES.currentPasswordWrong);
export const changePasswordInput = z.object({ currentPassword, newPassword: passwordField });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
export const deleteAccountInput = z.object({ password: currentPassword });
