// One titled part of a legal text. The heading level follows where the text is shown: under the
// page's h1 (level 2) or under the dialog's h2 title (level 3).
import type { ReactNode } from "react";

export type HeadingLevel = 2 | 3;

export function LegalSection({
  title,
  level,
  children,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="legal-section">
      <Heading className="legal-heading">{title}</Heading>
      {children}
    </section>
  );
}
