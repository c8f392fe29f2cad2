// The wire shapes of the auth calls (docs/protocol.md#calls): request bodies with the rules of
// docs/product.md#validation, and the answers. A rule's message is reported as is, without a field
// name.
import { z } from "zod/mini";
import { addRuleIssue, type RuleProblem } from "../protocol/error-codes.js";
import { checkForgotPassword, checkSignIn, checkSignUp, normalizeEmail } from "./auth-rules.js";
import { returnPathSchema } from "./return-path.js";

export * from "./return-path.js";

export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** The avatar: Google's picture for Google accounts, null for email accounts. */
  picture_url: z.nullable(z.string()),
  created_at: z.string(),
  /**
   * The language the account's mails are written in: a catalogue's tag, or null to follow the
   * language of each request (docs/protocol.md#languages).
   */
  language: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const authUrlResponseSchema = z.object({ auth_url: z.string() });
export type AuthUrlResponse = z.infer<typeof authUrlResponseSchema>;

/** A text field; missing counts as empty, so that the rule's own message ('… is required') shows. */
const field = (name: string) => z._default(z.string({ error: `${name} must be text` }), "");

/** Adds the first problem a rule finds as an issue of the whole body, with its code. */
function rule<T>(check: (body: T) => RuleProblem | null) {
  return z.superRefine((body: T, ctx) => {
    const problem = check(body);
    if (problem) addRuleIssue(ctx, problem);
  });
}

/**
 * Sign-up, sign-in (which mails a fresh verification link to an unverified sign-up) and forgot
 * password take an optional `return_to`: where the mailed link comes back to (return-path.ts).
 * Sign-up also takes the account's `language`, the tag of a language of the catalogues; the cloud
 * ignores one it has no catalogue for, as it does anything but text here.
 */
interface SignUpFields {
  email: string;
  password: string;
  name: string;
  return_to: string | undefined;
  language: string | undefined;
}

export const signUpBodySchema = z.pipe(
  z
    .object({
      email: field("email"),
      password: field("password"),
      name: field("name"),
      return_to: returnPathSchema,
      language: z.catch(z.optional(z.string()), undefined),
    })
    .check(rule(checkSignUp)),
  z.transform((body: SignUpFields) => ({
    ...body,
    email: normalizeEmail(body.email),
    name: body.name.trim(),
  })),
);
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.pipe(
  z
    .object({ email: field("email"), password: field("password"), return_to: returnPathSchema })
    .check(rule(checkSignIn)),
  z.transform((body: { email: string; password: string; return_to: string | undefined }) => ({
    ...body,
    email: normalizeEmail(body.email),
  })),
);
export type SignInBody = z.input<typeof signInBodySchema>;

export const forgotPasswordBodySchema = z.pipe(
  z.object({ email: field("email"), return_to: returnPathSchema }).check(rule(checkForgotPassword)),
  z.transform((body: { email: string; return_to: string | undefined }) => ({
    email: normalizeEmail(body.email),
    return_to: body.return_to,
  })),
);
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/**
 * `PATCH /auth/me`: what a signed-in user changes of their account. `language`: a catalogue's tag
 * (the cloud refuses one it has none for, `unknown_language`), or null to follow each request's.
 */
export const updateAccountBodySchema = z.object({
  language: z.nullable(z.string({ error: "language must be a language tag or null" })),
});
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

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
    .check(z.minLength(1, `${name} is required`));

/** `GET /auth/url?return_to=`: where the screen's /auth/callback sends the browser afterwards. */
export const authUrlQuerySchema = z.object({ return_to: returnPathSchema });

export const authCallbackBodySchema = z.object({
  code: required("code"),
  state: required("state"),
  /** Optional: the `iss` the provider added to the redirect (RFC 9207), passed on as is. */
  iss: z.optional(z.string({ error: "iss must be text" })),
});
export type AuthCallbackBody = z.input<typeof authCallbackBodySchema>;

/** The success messages (docs/product.md#authentication-dialog), which the screens show as sent. */
export const ACCOUNT_MESSAGES = {
  signedUp: "Account created! Please check your email to verify your account before signing in.",
  emailVerified: "Email verified successfully!",
  passwordReset: "Password reset successfully! You can now login with your new password.",
  resetRequested: "Password reset instructions sent to your email",
} as const;
