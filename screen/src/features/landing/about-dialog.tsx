// About (spec §2): features, how it works in two steps, support, version.
import { PRODUCT_VERSION } from "@encore/shared";
import { Dialog } from "@encore/web/ui/dialog";

const FEATURES = [
  "Thousands of karaoke songs, grouped in songbooks",
  "Every phone is a remote: search, queue, reorder, pause, skip",
  "No account needed to sing; sign in for favorites",
  "Free, no ads",
];

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="About Encore" onClose={onClose}>
      <section className="about-section">
        <h3>Features</h3>
        <ul className="about-features">
          {FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <section className="about-section">
        <h3>How it works</h3>
        <ol className="about-steps">
          <li>
            <strong>Step 1</strong> Press Enter to create a session. The TV shows its code.
          </li>
          <li>
            <strong>Step 2</strong> Connect with the app: scan the code with your phone and queue
            your songs.
          </li>
        </ol>
      </section>
      <section className="about-section">
        <h3>Support</h3>
        <p>
          Questions or ideas? Sign in and leave a feedback from the account menu, or write to{" "}
          <a href="mailto:support@encore.party">support@encore.party</a>.
        </p>
      </section>
      <p className="about-version">Version {PRODUCT_VERSION}</p>
    </Dialog>
  );
}
