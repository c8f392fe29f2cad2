// The Terms of Service of a free, open-source, self-hosted karaoke app that embeds its videos.
import { ExternalLink } from "./external-link";
import { LegalSection, type HeadingLevel } from "./legal-section";

export function TermsText({ level }: { level: HeadingLevel }) {
  return (
    <>
      <LegalSection title="What Encore is" level={level}>
        <p>
          Encore is free, open-source karaoke software (MIT licence). This copy is run by whoever
          operates this server (the “host”), and these terms are between you and the host. By using
          it, or by creating an account, you accept them.
        </p>
      </LegalSection>

      <LegalSection title="Using it" level={level}>
        <p>
          Encore is free and has no ads. You can join a party, search, queue songs and control
          playback without an account. Anyone who has a party’s code can control its queue and
          playback, so share the code with the people in the room.
        </p>
      </LegalSection>

      <LegalSection title="Your account" level={level}>
        <p>
          An account adds favorites, feedback and settings. Give your real email address, keep your
          password to yourself, and use the account for yourself only. You can delete it at any time
          in Settings. The host may close an account that breaks these terms.
        </p>
      </LegalSection>

      <LegalSection title="Fair use" level={level}>
        <ul>
          <li>Do not flood the server, guess passwords, or try to break or overload it.</li>
          <li>
            Do not use names, feedback or anything else you type to harass people or to break the
            law.
          </li>
          <li>Do not use Encore to infringe anyone’s copyright.</li>
        </ul>
        <p>The server limits how often some things can be done, to keep it usable for everyone.</p>
      </LegalSection>

      <LegalSection title="Videos and songs" level={level}>
        <p>
          Every song is a video played in YouTube’s embedded player. The videos stay on YouTube and
          belong to their owners; Encore hosts, copies and downloads none of them. Watching them is
          subject to the{" "}
          <ExternalLink href="https://www.youtube.com/t/terms">
            YouTube Terms of Service
          </ExternalLink>
          . The host chooses the catalogue, a list of titles, artists and video ids.
        </p>
        <p>
          Singing in public (in a bar or at an event) may need a public performance licence from a
          music rights organisation. Getting it is the venue’s responsibility.
        </p>
      </LegalSection>

      <LegalSection title="Feedback" level={level}>
        <p>
          Feedback you send is read by the host. If it holds an idea, the host and the Encore
          project may use it freely.
        </p>
      </LegalSection>

      <LegalSection title="No warranty" level={level}>
        <p>
          Encore is provided “as is”, without warranty of any kind. Videos may disappear from
          YouTube, a party may stop, and parties are deleted after 24 hours of inactivity. The host
          may change or stop the service at any time.
        </p>
        <p>
          As far as the law allows, neither the host nor the people who write Encore are liable for
          any loss from using it. Nothing here limits rights that the law where you live does not
          allow to be limited.
        </p>
      </LegalSection>

      <LegalSection title="Changes" level={level}>
        <p>
          When these terms change, the date at the top changes. Questions go to the host of this
          server.
        </p>
      </LegalSection>
    </>
  );
}
