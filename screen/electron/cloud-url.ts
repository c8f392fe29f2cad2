// The cloud address the shell loads: typed once on the first-run page, checked here.

export const DEFAULT_CLOUD_URL = "http://localhost:8080";

export type CloudUrlCheck =
  { ok: true; url: string; origin: string } | { ok: false; message: string };

/**
 * Checks an address typed by the host: http or https, a host, no user or password, no query or
 * fragment. A missing scheme means http (a cloud on the LAN has no certificate). The answer is
 * the address without a trailing slash, e.g. `http://192.168.1.20:8080`.
 */
export function checkCloudUrl(input: string): CloudUrlCheck {
  const text = input.trim();
  if (text === "")
    return { ok: false, message: "Enter the cloud's address, e.g. http://localhost:8080." };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: `"${text}" is not an address, e.g. http://192.168.1.20:8080.` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, message: "The address must start with http:// or https://." };
  }
  if (url.hostname === "") return { ok: false, message: "The address needs a host name." };
  if (url.username !== "" || url.password !== "") {
    return { ok: false, message: "The address must not hold a user name or password." };
  }
  if (url.search !== "" || url.hash !== "") {
    return { ok: false, message: "The address must not have a query (?…) or a fragment (#…)." };
  }
  const path = url.pathname.replace(/\/+$/, "");
  return { ok: true, url: `${url.origin}${path}`, origin: url.origin };
}
