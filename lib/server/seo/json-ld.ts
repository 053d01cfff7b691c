import "server-only";
import { site, type Particulars } from "@/lib/shared/config/site";

const postalAddress = (a: { street: string; postalCode: string; city: string; region: string; country: string }) => ({
  "@type": "PostalAddress",
  streetAddress: a.street,
  postalCode: a.postalCode,
  addressLocality: a.city,
  addressRegion: a.region,
  addressCountry: a.country,
});

/**
 * The selling prices from the advertisement particulars as schema.org can hold them: one AggregateOffer
 * over every unit (lowest and highest price, how many units), offered by the developer, with an offer
 * per type carrying its own range and count.
 */
export function priceOffer(options: { unitLabel(type: string): string }, particulars: Particulars = site.particulars) {
  const { prices, developer } = particulars;
  const unitName = (type: string) => `${site.units.find((u) => u.type === type)?.name ?? type} (${options.unitLabel(type)})`;
  return {
    "@type": "AggregateOffer",
    priceCurrency: site.currency,
    lowPrice: Math.min(...prices.map((p) => p.min)),
    highPrice: Math.max(...prices.map((p) => p.max)),
    offerCount: prices.reduce((sum, p) => sum + p.units, 0),
    offeredBy: { "@type": "Organization", name: developer.name, address: postalAddress(developer.address) },
    offers: prices.map((p) => ({
      "@type": "Offer",
      name: unitName(p.type),
      priceSpecification: { "@type": "PriceSpecification", minPrice: p.min, maxPrice: p.max, priceCurrency: site.currency },
      inventoryLevel: { "@type": "QuantitativeValue", value: p.units },
    })),
  };
}

/** schema.org description of the residence, its three unit offers and its selling prices, for search engines. */
export function residenceJsonLd(options: { name: string; description: string; tag: string; unitLabel(type: string): string }) {
  const { gallery, phone } = site.sales;
  return {
    "@context": "https://schema.org",
    "@type": "ApartmentComplex",
    name: options.name,
    description: options.description,
    url: site.url,
    inLanguage: options.tag,
    image: new URL("/og.jpg", site.url).toString(),
    telephone: phone,
    address: postalAddress(gallery),
    offers: priceOffer(options),
    containsPlace: site.units.map((unit) => ({
      "@type": "Apartment",
      name: `${unit.name} (${options.unitLabel(unit.type)})`,
      numberOfBedrooms: unit.bedrooms,
      numberOfBathroomsTotal: unit.bathrooms,
      floorSize: { "@type": "QuantitativeValue", value: unit.sizeSqft, unitCode: "FTK" },
      offers: {
        "@type": "Offer",
        availability: "https://schema.org/InStock",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: unit.installment,
          priceCurrency: site.currency,
          unitText: "MONTH",
          description: "Monthly installment",
        },
      },
    })),
  };
}

/** JSON inside a <script> must not be able to close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
