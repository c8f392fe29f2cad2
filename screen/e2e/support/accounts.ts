// Accounts made the way a user makes them (sign up, follow the mailed link), over HTTP, for tests
// whose subject starts after that.
import type { CloudServer } from "../../../e2e-support/cloud-server";
import { waitForMail } from "./outbox";

let counter = 0;

/** An address no other test of this run uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

async function post(cloud: CloudServer, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${cloud.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: cloud.url },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function createVerifiedAccount(
  cloud: CloudServer,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await post(cloud, "/api/auth/signup", account);
  const mail = await waitForMail(cloud.dataDir, account.email, /Verify your/);
  const token = new URL(mail.link).searchParams.get("token");
  await post(cloud, "/api/auth/verify-email", { token });
}
