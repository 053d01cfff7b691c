import "server-only";
import { site } from "@/lib/shared/config/site";
import { UNITS } from "@/test/support/property";
import { priceOffer, residenceJsonLd, serializeJsonLd } from "./json-ld";

const options = {
  name: "Aurelia Residences Kuantan",
  description: "Homes by the sea",
  tag: "en",
  unitLabel: (type: string) => `Type ${type.slice(-1)}`,
};

describe("the residence's JSON-LD", () => {
  const data = residenceJsonLd(options);
  const { prices, developer } = site.particulars;

  it("describes the complex, its address and each unit with its monthly installment", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ApartmentComplex",
      name: options.name,
      inLanguage: "en",
      telephone: site.sales.phone,
    });
    expect(data.address).toMatchObject({ "@type": "PostalAddress", addressLocality: site.sales.gallery.city, addressCountry: "MY" });
    expect(data.containsPlace.map((place) => place.offers.priceSpecification.price)).toEqual(UNITS.map((u) => u.installment));
    expect(data.containsPlace.map((place) => place.floorSize.value)).toEqual(UNITS.map((u) => u.sizeSqft));
  });

  it("carries the particulars' selling prices as one AggregateOffer in ringgit, over every unit", () => {
    expect(data.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "MYR",
      lowPrice: Math.min(...prices.map((p) => p.min)),
      highPrice: Math.max(...prices.map((p) => p.max)),
      offerCount: prices.reduce((sum, p) => sum + p.units, 0),
    });
    expect(data.offers.lowPrice).toBeLessThanOrEqual(data.offers.highPrice);
    expect(data.offers.offers).toEqual(
      prices.map((p, i) => ({
        "@type": "Offer",
        name: `${UNITS[i].name} (Type ${p.type.slice(-1)})`,
        priceSpecification: { "@type": "PriceSpecification", minPrice: p.min, maxPrice: p.max, priceCurrency: "MYR" },
        inventoryLevel: { "@type": "QuantitativeValue", value: p.units },
      })),
    );
  });

  it("names the developer as the Organization that offers them, with its address", () => {
    expect(data.offers.offeredBy).toEqual({
      "@type": "Organization",
      name: developer.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: developer.address.street,
        postalCode: developer.address.postalCode,
        addressLocality: developer.address.city,
        addressRegion: developer.address.region,
        addressCountry: developer.address.country,
      },
    });
  });

  it("follows an edited price range", () => {
    const edited = {
      ...site.particulars,
      prices: site.particulars.prices.map((p) => ({ ...p, min: p.min + 1000, max: p.max + 5000, units: 10 })),
    };
    const offer = priceOffer(options, edited);
    expect(offer.lowPrice).toBe(Math.min(...prices.map((p) => p.min)) + 1000);
    expect(offer.highPrice).toBe(Math.max(...prices.map((p) => p.max)) + 5000);
    expect(offer.offerCount).toBe(30);
  });

  it("cannot close its script tag", () => {
    expect(serializeJsonLd({ text: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
