// The join card (CONTRACT §5, the session home's promo banner): a QR holding
// `{public_url}/remote/join/{CODE}`, that address as text, and the code.
import { formatSessionCode, remoteJoinUrl } from "@encore/shared";
import { appConfigAtom } from "@encore/web/config/app-config";
import { useAtomValue } from "@encore/web/store/store";
import { QrCode } from "@encore/web/ui/qr-code";

export function useJoinUrl(code: string): string | null {
  const config = useAtomValue(appConfigAtom);
  return config ? remoteJoinUrl(config.public_url, code) : null;
}

export function JoinCard({ code }: { code: string }) {
  const url = useJoinUrl(code);
  return (
    <section className="join-card" aria-labelledby="join-card-title">
      <div className="join-card-text">
        <h2 id="join-card-title">Grab your phone, join the party</h2>
        <ol className="join-card-steps">
          <li>Point your phone's camera at the code</li>
          <li>Search a song and tap it: it's in the queue</li>
        </ol>
        <p className="join-card-or">or open</p>
        <p className="join-card-url" data-testid="join-url">
          {url ?? "…"}
        </p>
        <p className="join-card-code">
          Session code <strong>{formatSessionCode(code)}</strong>
        </p>
      </div>
      <div className="join-card-qr">
        {url ? (
          <QrCode text={url} label={`QR code to join: ${url}`} />
        ) : (
          <div className="qr-placeholder" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
