// The join card (docs/product.md#join-card, the session home's promo banner): a QR holding
// `{public_url}/remote/join/{CODE}?t={token}`, the address without the token as text, and the code.
// The join token lets a phone that scans the QR code in whatever a guesser on the same Wi-Fi did
// (docs/screen.md, Join card).
import { formatSessionCode, remoteJoinUrl } from "@encore/shared";
import { appConfigAtom } from "@encore/web/config/app-config";
import { useT } from "@encore/web/i18n/translate";
import { joinTokenAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { QrCode } from "@encore/web/ui/qr-code";
import { messageWithElements } from "@encore/web/i18n/message-with-elements";

export interface JoinUrls {
  /** What the QR code holds: the join address with the session's join token. */
  qr: string;
  /** What the screen shows as text (and names the QR code by): the address without the token. */
  shown: string;
}

export function useJoinUrl(code: string): JoinUrls | null {
  const config = useAtomValue(appConfigAtom);
  const token = useAtomValue(joinTokenAtom);
  if (!config) return null;
  return {
    qr: remoteJoinUrl(config.public_url, code, token),
    shown: remoteJoinUrl(config.public_url, code),
  };
}

export function JoinCard({ code }: { code: string }) {
  const t = useT();
  const join = useJoinUrl(code);
  return (
    <section className="join-card" aria-labelledby="join-card-title">
      <div className="join-card-text">
        <h2 id="join-card-title">{t("screen.join.title")}</h2>
        <ol className="join-card-steps">
          <li>{t("screen.join.step1")}</li>
          <li>{t("screen.join.step2")}</li>
        </ol>
        <p className="join-card-or">{t("screen.join.or")}</p>
        <p className="join-card-url" data-testid="join-url">
          {join?.shown ?? "…"}
        </p>
        <p className="join-card-code">
          {messageWithElements(t, "screen.sessionCode", {
            code: <strong>{formatSessionCode(code)}</strong>,
          })}
        </p>
      </div>
      <div className="join-card-qr">
        {join ? (
          <QrCode text={join.qr} label={t("screen.qrLabel", { url: join.shown })} />
        ) : (
          <div className="qr-placeholder" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
