import "server-only";
import { leadReference } from "./reference";

describe("leadReference", () => {
  it("is the first 8 hex digits of the id, grouped for reading aloud", () => {
    expect(leadReference("1f3a9c2b-77aa-4c1d-9e0f-0123456789ab")).toBe("AUR-1F3A-9C2B");
  });

  it("is the same for the same lead and differs between leads", () => {
    const a = "0a1b2c3d-0000-4000-8000-000000000000";
    const b = "0a1b2c3e-0000-4000-8000-000000000000";
    expect(leadReference(a)).toBe(leadReference(a));
    expect(leadReference(a)).not.toBe(leadReference(b));
  });

  it("refuses an id too short to carry a reference", () => {
    expect(() => leadReference("abc")).toThrow(RangeError);
  });
});
