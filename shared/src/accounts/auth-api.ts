// The wire shapes of the auth calls (CONTRACT §3): request bodies with the rules of spec §5, and
// the answers. A rule's message is reported as is, without a field name.
import { z } from "zod";
import { checkForgotPassword, checkSignIn, checkSignUp, normalizeEmail } from "./auth-rules.js";

export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** The avatar: Google's picture for Google accounts, null for email accounts. */
  picture_url: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const authUrlResponseSchema = z.object({ auth_url: z.string() });
export type AuthUrlResponse = z.infer<typeof authUrlResponseSchema>;

/** A text field; missing counts as empty, so that the rule's own message ('… is required') shows. */
const field = (name: string) => z.string({ error: `${name} must be text` }).default("");

/** Adds the first problem a rule finds as an issue of the whole body. */
function rule<T>(check: (body: T) => string | null) {
  return (body: T, ctx: z.RefinementCtx) => {
    const problem = check(body);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  };
}

export const signUpBodySchema = z
  .object({ email: field("email"), password: field("password"), name: field("name") })
  .superRefine(rule(checkSignUp))
  .transform((body) => ({ ...body, email: normalizeEmail(body.email), name: body.name.trim() }));
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z
  .object({ email: field("email"), password: field("password") })
  .superRefine(rule(checkSignIn))
  .transform((body) => ({ ...body, email: normalizeEmail(body.email) }));
export type SignInBody = z.input<typeof signInBodySchema>;

export const forgotPasswordBodySchema = z
  .object({ email: field("email") })
  .superRefine(rule(checkForgotPassword))
  .transform((body) => ({ email: normalizeEmail(body.email) }));
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** The token of a verification or reset link; its rules are the cloud's (valid, unused, fresh). */
export const verifyEmailBodySchema = z.object({ token: field("token") });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** The new password's rules are checked after the link, so a dead link is reported first. */
export const resetPasswordBodySchema = z.object({
  token: field("token"),
  password: field("password"),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** Text that must be present and non-empty. */
const required = (name: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required` : `${name} must be text`,
    })
    .min(1, `${name} is required`);

export const authCallbackBodySchema = z.object({
  code: required("code"),
  state: required("state"),
  /** Optional: the `iss` the provider added to the redirect (RFC 9207), passed on as is. */
  iss: z.string({ error: "iss must be text" }).optional(),
});
export type AuthCallbackBody = z.input<typeof authCallbackBodySchema>;

/** The success messages of spec §8, which the screens show as sent. */
export const ACCOUNT_MESSAGES = {
  signedUp: "Account created! Please check your email to verify your account before signing in.",
  emailVerified: "Email verified successfully!",
  passwordReset: "Password reset successfully! You can now login with your new password.",
  resetRequested: "Password reset instructions sent to your email",
} as const;
