import { describe, expect, it } from "vitest";
import { LEGAL_PATHS, otherLegalDocuments } from "./legal-documents";

describe("legal documents", () => {
  it("cross link each text to the other two", () => {
    expect(otherLegalDocuments("privacy")).toEqual(["terms", "copyright"]);
    expect(otherLegalDocuments("terms")).toEqual(["privacy", "copyright"]);
    expect(otherLegalDocuments("copyright")).toEqual(["privacy", "terms"]);
  });

  it("live at the spec's routes", () => {
    expect(Object.values(LEGAL_PATHS)).toEqual(["/privacy", "/terms", "/copyright"]);
  });
});
