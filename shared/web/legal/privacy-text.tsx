// The Privacy Policy: what this software stores, where and for how long, as the cloud does it
// (docs/decisions.md: accounts, live sessions, security headers).
import { ExternalLink } from "./external-link";
import { LegalSection, type HeadingLevel } from "./legal-section";

export function PrivacyText({ level }: { level: HeadingLevel }) {
  return (
    <>
      <LegalSection title="Who is responsible" level={level}>
        <p>
          Encore is free, open-source karaoke software that anyone can run on their own computer or
          server. This copy is run by whoever operates this server (the “host”): a person at home, a
          bar, a venue or a company. The host decides what is kept here and is responsible for it
          (the data controller). The people who write Encore do not run this server and receive
          nothing from it.
        </p>
        <p>Questions about your data go to the host of this server.</p>
      </LegalSection>

      <LegalSection title="In short" level={level}>
        <ul>
          <li>You can sing without an account. A party keeps no name unless you type one.</li>
          <li>Nothing is sold and there are no ads.</li>
          <li>Videos come from YouTube. Encore hosts no video.</li>
          <li>
            Analytics run only if the host set them up <strong>and</strong> you chose Accept All.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Parties" level={level}>
        <p>
          A party is stored on this server under its six-character code: the queue, the song
          playing, whether it is paused, and for each queued song the name and picture shown as
          “added by” (the name a guest typed, or a signed-in user’s name and picture).
        </p>
        <p>
          The server counts the devices connected to a party but keeps no list of them. A party is{" "}
          <strong>deleted after 24 hours of inactivity</strong>. Each song also has a play count,
          which is not linked to anyone.
        </p>
      </LegalSection>

      <LegalSection title="Accounts" level={level}>
        <p>
          An account is optional. It holds your name, your email address, the date you joined, and
          either your password as an argon2 hash (never the password itself) or, with Google
          sign-in, your Google account id and the address of your Google profile picture. Your
          favorites (up to 20 songs) and the feedback you send (subject, details, status, date) are
          kept with it.
        </p>
        <p>
          A sign-up is kept for 24 hours until you follow the link mailed to you; a password reset
          link lasts 1 hour. The host can read feedback together with your name and email address,
          to answer it.
        </p>
        <p>
          Everything is kept <strong>until you delete your account</strong> in Settings. Deleting it
          removes, at once, the account, its sign-ins, its reset links, its favorites and its
          feedback, and any sign-up waiting on your address. Copies in backups the host makes are up
          to the host.
        </p>
      </LegalSection>

      <LegalSection title="Cookies and browser storage" level={level}>
        <p>These are essential: without them a party cannot run or you cannot stay signed in.</p>
        <ul>
          <li>
            <code>encore_session</code>, a cookie that keeps you signed in: <strong>30 days</strong>{" "}
            from sign-in, or until you sign out.
          </li>
          <li>
            <code>encore_oidc</code>, a cookie that exists only during a Google sign-in (10
            minutes).
          </li>
          <li>
            In this browser’s storage: the code of your current party, a device id (a hash of
            browser traits, so a party counts this device once), a song-end message that could not
            be sent (retried within 30 seconds), your cookie choice (<code>cookieConsent</code>),
            and on phones the singer name you typed. They stay until you clear this site’s data.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Analytics" level={level}>
        <p>
          Only if the host configured a Google Analytics id (<code>ANALYTICS_ID</code>){" "}
          <strong>and</strong> you chose Accept All, the app loads Google Analytics. Google then
          receives the pages you open and technical details of your visit (browser, screen size,
          approximate location from your network address) and sets its own cookies (<code>_ga</code>
          , up to 2 years), under{" "}
          <ExternalLink href="https://policies.google.com/privacy">
            Google’s Privacy Policy
          </ExternalLink>
          .
        </p>
        <p>
          With Essential Only, or on a server without analytics, no analytics code is ever loaded.
          To change your choice, clear this site’s data in your browser and the banner asks again.
        </p>
      </LegalSection>

      <LegalSection title="Videos from YouTube" level={level}>
        <p>
          Songs play in YouTube’s embedded player. While a video plays, your browser talks to
          YouTube directly, and the{" "}
          <ExternalLink href="https://www.youtube.com/t/terms">
            YouTube Terms of Service
          </ExternalLink>{" "}
          and Google’s Privacy Policy apply to that video, including any cookies YouTube sets.
          Thumbnails load from YouTube’s image servers. Encore hosts no video and does not see what
          YouTube collects.
        </p>
      </LegalSection>

      <LegalSection title="Protection against abuse" level={level}>
        <p>
          To slow down password guessing and mail flooding, the server counts sign-in, sign-up and
          reset attempts per network address and per email address for at most an hour (rate-limit
          counters, in memory or in the host’s Redis). The server’s log records errors and events
          such as “account created” with an internal account number. Mails (verification, password
          reset) go through the host’s mail server, or are kept as files on the server when it has
          none.
        </p>
      </LegalSection>

      <LegalSection title="Your rights" level={level}>
        <p>
          You can see your profile and favorites in the app and delete your account with everything
          in it at any time. Depending on where you live (for example under the GDPR), you may also
          ask the host for a copy of your data, a correction or its erasure, object to its use, and
          complain to your data protection authority.
        </p>
        <p>
          Accounts are not meant for children under 13, or under the age of digital consent where
          they live.
        </p>
      </LegalSection>

      <LegalSection title="Changes" level={level}>
        <p>
          When this policy changes, the date at the top changes. It is part of Encore’s open-source
          code, so every change is public.
        </p>
      </LegalSection>
    </>
  );
}
