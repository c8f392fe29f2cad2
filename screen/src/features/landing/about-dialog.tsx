// About (docs/product.md#landing): features, how it works in two steps, support, version, and the
// language the screen speaks (docs/languages.md#choosing).
import { PRODUCT_VERSION } from "@encore/shared";
import { LanguageChooser } from "@encore/web/i18n/language-chooser";
import { useT } from "@encore/web/i18n/translate";
import type { MessageKey } from "@encore/web/i18n/message-key";
import { Dialog } from "@encore/web/ui/dialog";
import { messageWithElements } from "@encore/web/i18n/message-with-elements";

const FEATURES: readonly MessageKey[] = [
  "screen.about.featureSongs",
  "screen.about.featureRemote",
  "screen.about.featureAccount",
  "screen.about.featureFree",
];

const SUPPORT_EMAIL = "support@encore.party";

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} title={t("screen.about.title")} onClose={onClose}>
      <section className="about-section">
        <h3>{t("screen.about.features")}</h3>
        <ul className="about-features">
          {FEATURES.map((feature) => (
            <li key={feature}>{t(feature)}</li>
          ))}
        </ul>
      </section>
      <section className="about-section">
        <h3>{t("screen.about.howItWorks")}</h3>
        <ol className="about-steps">
          <li>
            <strong>{t("screen.about.step", { step: 1 })}</strong> {t("screen.about.step1")}
          </li>
          <li>
            <strong>{t("screen.about.step", { step: 2 })}</strong> {t("screen.about.step2")}
          </li>
        </ol>
      </section>
      <section className="about-section">
        <h3>{t("screen.about.support")}</h3>
        <p>
          {messageWithElements(t, "screen.about.supportText", {
            email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
          })}
        </p>
      </section>
      <footer className="about-footer">
        <p className="about-version">{t("screen.about.version", { version: PRODUCT_VERSION })}</p>
        <LanguageChooser className="about-language" />
      </footer>
    </Dialog>
  );
}
