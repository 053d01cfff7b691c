import { assistantIdFor, phoneDigits, site, whatsappLink, type Unit } from "./site";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";

describe("property content", () => {
  // The one test that pins figures: the shipped sample must be the spec's unit table (SPEC.md section 3).
  // Every other test reads its expected figures from content/property.json, so a marketer's edit breaks only this.
  it("holds the three units exactly as the brochure", () => {
    const specTable = [
      {
        type: "typeA",
        name: "Ardentz",
        sizeSqft: 1299,
        bedrooms: 3,
        bathrooms: 3,
        installment: 4841,
        rental: 5400,
        yieldPercent: 7.2,
        unit: "cornerUnit",
        carParks: 3,
      },
      {
        type: "typeB",
        name: "Blitz",
        sizeSqft: 743,
        bedrooms: 2,
        bathrooms: 2,
        installment: 2876,
        rental: 3100,
        yieldPercent: 7.0,
        unit: "intermediateUnit",
        carParks: 1,
      },
      {
        type: "typeC",
        name: "Cares",
        sizeSqft: 790,
        bedrooms: 2,
        bathrooms: 2,
        installment: 3058,
        rental: 3350,
        yieldPercent: 7.1,
        unit: "cornerUnit",
        carParks: 2,
      },
    ];
    const differences = specTable.flatMap((row, i) =>
      Object.entries(row)
        .filter(([field, value]) => site.units[i]?.[field as keyof Unit] !== value)
        .map(
          ([field, value]) =>
            `units[${i}].${field} is ${JSON.stringify(site.units[i]?.[field as keyof Unit])} in content/property.json; the spec's unit table says ${JSON.stringify(value)}`,
        ),
    );
    if (differences.length > 0) {
      throw new Error(
        `The shipped units differ from the spec's unit table (SPEC.md section 3). Change the spec, or this test with it, if that is meant:\n  ${differences.join("\n  ")}`,
      );
    }
    expect(site.units).toEqual(specTable);
  });

  it("has seven slides: six images, then the video tour", () => {
    expect(site.slides).toHaveLength(7);
    expect(site.slides.map((s) => s.key)).toEqual(["exterior", "building", "ground", "pool", "rooftop", "floorPlan", "videoTour"]);
    const video = site.slides[6];
    expect(video.type).toBe("video");
    // Played from the site itself: every source is a file of ours, and no external player is allowed.
    expect(video.type === "video" && "sources" in video && video.sources.every((v) => v.src.startsWith("/tour/"))).toBe(true);
    expect(site.videoOrigin).toBeNull();
  });

  it("uses a Malaysian mobile number for sales and WhatsApp", () => {
    expect(phoneDigits()).toMatch(/^601\d{8,9}$/);
    const link = new URL(whatsappLink("Hello & welcome"));
    expect(link.origin + link.pathname).toBe(`https://wa.me/${phoneDigits()}`);
    expect(link.searchParams.get("text")).toBe("Hello & welcome");
  });

  it("gives every language its own public assistant id", () => {
    const ids = LOCALE_CODES.map(assistantIdFor);
    expect(new Set(ids).size).toBe(9);
    expect(site.sales.gallery).toMatchObject({ city: "Kuantan", region: "Pahang" });
  });
});
