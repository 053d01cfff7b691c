import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { BidiText } from "@/components/ui/bidi-text";
import { site, type Particulars } from "@/lib/shared/config/site";
import { resolveLocale, localeInfo } from "@/lib/shared/i18n/locales";
import { formatDate } from "@/lib/server/calendar/format";
import { formatRinggit } from "@/lib/server/ui/format";
import styles from "./particulars.module.css";

/** "30%", "30 %" in French and German. */
export function formatWholePercent(tag: string, value: number): string {
  return new Intl.NumberFormat(`${tag}-u-nu-latn`, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
}

/**
 * The particulars Malaysian housing law asks an advertisement to carry (the developer and its licence,
 * the advertising permit, land, completion, prices per type, plan approval, the Housing Development
 * Account, the Bumiputera quota), from content/property.json. Rendered on the server, below the fold:
 * it sends no script. Figures and dates are the same facts in every language, formatted in its own way.
 */
export async function ParticularsPanel({ particulars = site.particulars }: { particulars?: Particulars }) {
  const t = await getTranslations("particulars");
  const ts = await getTranslations("site");
  const tag = await getLocale();
  const rtl = localeInfo(resolveLocale(tag)).dir === "rtl";
  const p = particulars;
  // "30 November 2027" in the page's language with Latin digits: the consultant writes the same day the same way.
  const date = (d: Date) => formatDate(d, resolveLocale(tag));
  const validity = (permit: { validFrom: Date; validUntil: Date }) =>
    t("validity", { from: date(permit.validFrom), until: date(permit.validUntil) });
  const { address } = p.developer;
  const country = new Intl.DisplayNames([tag], { type: "region" }).of(address.country) ?? address.country;
  // A phrase with figures or Latin names inside right-to-left text keeps each run left to right.
  const text = (value: string) => <BidiText text={value} rtl={rtl} />;
  // Numbers and references are one left-to-right run in every language.
  const code = (value: string) => <bdi dir="ltr">{value}</bdi>;
  // A Latin name inside Arabic keeps its own order and punctuation ("Sdn. Bhd." keeps its full stop).
  const name = (value: string) => (rtl ? <bdi>{value}</bdi> : value);
  // The same, for a name placed inside a translated sentence (U+2068 first strong isolate … U+2069).
  const isolated = (value: string) => (rtl ? `\u2068${value}\u2069` : value);

  const rows: [key: string, term: string, detail: ReactNode][] = [
    ["developer", t("developer"), name(p.developer.name)],
    // The postal lines as written, then the country in the page's language, with its own comma.
    [
      "address",
      t("address"),
      <>
        {name(`${address.street}, ${address.postalCode} ${address.city}, ${address.region}`)}
        {rtl ? "، " : ", "}
        {country}
      </>,
    ],
    [
      "licence",
      t("licence"),
      <>
        {code(p.developer.licence.number)} <span className={styles.note}>({text(validity(p.developer.licence))})</span>
      </>,
    ],
    [
      "permit",
      t("permit"),
      <>
        {code(p.advertisingPermit.number)} <span className={styles.note}>({text(validity(p.advertisingPermit))})</span>
      </>,
    ],
    ["tenure", t("tenure"), text(p.land.tenure === "freehold" ? t("freehold") : t("leasehold", { date: date(p.land.leaseExpiry) }))],
    [
      "encumbrances",
      t("encumbrances"),
      text(p.land.encumbrance.chargedTo ? t("chargedTo", { bank: isolated(p.land.encumbrance.chargedTo) }) : t("none")),
    ],
    ["housingType", t("housingType"), t(p.project.housingType)],
    ["project", t("project"), name(p.project.name)],
    ["completion", t("completion"), text(date(p.expectedCompletion))],
    [
      "prices",
      t("prices"),
      <ul key="prices" className={styles.prices}>
        {p.prices.map((price) => (
          <li key={price.type} data-type={price.type}>
            {text(
              t("priceRange", {
                type: ts(price.type),
                name: isolated(site.units.find((u) => u.type === price.type)?.name ?? price.type),
                min: formatRinggit(tag, price.min),
                max: formatRinggit(tag, price.max),
                count: price.units,
              }),
            )}
          </li>
        ))}
      </ul>,
    ],
    ["authority", t("authority"), name(p.buildingPlan.authority)],
    ["planReference", t("planReference"), code(p.buildingPlan.reference)],
    [
      "account",
      t("account"),
      text(
        t("accountValue", {
          bank: isolated(p.housingDevelopmentAccount.bank),
          number: isolated(p.housingDevelopmentAccount.accountNumber),
        }),
      ),
    ],
    [
      "bumiputera",
      t("bumiputera"),
      text(
        t("bumiputeraStatement", {
          quota: formatWholePercent(tag, p.bumiputera.quotaPercent),
          discount: formatWholePercent(tag, p.bumiputera.discountPercent),
        }),
      ),
    ],
  ];

  return (
    <section className={styles.panel} aria-labelledby="particulars-title" data-testid="particulars">
      <div className="container">
        <h2 id="particulars-title" className={styles.heading}>
          {t("title")}
        </h2>
        {p.sample ? (
          <p className={styles.sample} data-testid="particulars-sample">
            {t("sample")}
          </p>
        ) : null}
        <dl className={styles.list}>
          {rows.map(([key, term, detail]) => (
            <div key={key} className={styles.row} data-particular={key}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
