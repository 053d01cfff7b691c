import "server-only";
import { site } from "@/lib/shared/config/site";

/** schema.org description of the residence and its three unit offers, for search engines. */
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
    address: {
      "@type": "PostalAddress",
      streetAddress: gallery.street,
      postalCode: gallery.postalCode,
      addressLocality: gallery.city,
      addressRegion: gallery.region,
      addressCountry: gallery.country,
    },
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
