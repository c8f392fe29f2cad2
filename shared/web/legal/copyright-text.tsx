// Copyright & DMCA: the videos are embedded, so a report goes to the video platform and to the
// host, who takes the song out of this server's catalogue (docs/catalogue.md).
import { ExternalLink } from "./external-link";
import { LegalSection, type HeadingLevel } from "./legal-section";

export function CopyrightText({ level }: { level: HeadingLevel }) {
  return (
    <>
      <LegalSection title="Encore hosts no video" level={level}>
        <p>
          Every song is a YouTube video, played in YouTube’s embedded player. This server keeps only
          a catalogue: titles, artists and YouTube video ids, chosen by its host (imported from a
          file or from karaoke channels). No video or audio is stored or copied here.
        </p>
      </LegalSection>

      <LegalSection title="Report a video to YouTube" level={level}>
        <p>
          If a video infringes your copyright, report it to YouTube with its{" "}
          <ExternalLink href="https://support.google.com/youtube/answer/2807622">
            copyright complaint form
          </ExternalLink>
          . That removes it at the source, for every site that embeds it. Once YouTube removes or
          blocks a video, Encore skips it.
        </p>
      </LegalSection>

      <LegalSection title="Tell the host too" level={level}>
        <p>
          To have the song taken out of this server’s catalogue, send the host of this server a
          notice with:
        </p>
        <ol>
          <li>your name, address, phone number and email address;</li>
          <li>the work you believe is infringed;</li>
          <li>
            the song as Encore shows it (its code, such as PH12, title and artist) or its YouTube
            link;
          </li>
          <li>a statement that you believe in good faith that this use is not authorised;</li>
          <li>
            a statement that your notice is accurate and, under penalty of perjury, that you own the
            right or may act for its owner;
          </li>
          <li>your physical or electronic signature.</li>
        </ol>
      </LegalSection>

      <LegalSection title="What the host does" level={level}>
        <p>
          The host removes the song from the catalogue, which takes it out of search, songbooks and
          favorites. The import commands (<code>npm run import</code>,{" "}
          <code>npm run import:youtube</code>) add and update songs but never delete one, so the
          host deletes its row from the database’s <code>songs</code> table, or rebuilds the
          catalogue from a file without it (see the catalogue guide in Encore’s documentation).
        </p>
        <p>
          If you believe a song was removed by mistake, send the host a counter-notice with the same
          details and a statement, under penalty of perjury, that it was removed by mistake. For the
          video itself, follow YouTube’s counter-notification process.
        </p>
      </LegalSection>

      <LegalSection title="Encore itself" level={level}>
        <p>
          Encore’s own code is open source under the MIT licence. Song titles, artists and
          thumbnails belong to their owners and are shown only to find and play the videos.
        </p>
      </LegalSection>
    </>
  );
}
