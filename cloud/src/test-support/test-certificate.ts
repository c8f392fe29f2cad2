// A self-signed certificate for the tests of HTTPS, made with the machine's openssl into a
// temporary folder: for localhost and 127.0.0.1, valid for a day.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TestCertificate {
  dir: string;
  certFile: string;
  keyFile: string;
  /** The certificate's PEM: what a client trusts (`ca`) to reach the cloud. */
  cert: string;
  remove(): void;
}

export function makeTestCertificate(name = "cert"): TestCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), "encore-tls-"));
  const certFile = path.join(dir, `${name}.pem`);
  const keyFile = path.join(dir, `${name}-key.pem`);
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "pipe" },
  );
  return {
    dir,
    certFile,
    keyFile,
    cert: readFileSync(certFile, "utf8"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
