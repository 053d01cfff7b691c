import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import type { Unit } from "@/lib/shared/config/site";
import { localeInfo, resolveLocale } from "@/lib/shared/i18n/locales";
import { carParkKey } from "@/lib/server/ui/car-park";
import { formatInteger, formatPercent, formatRinggit, formatSquareMetres } from "@/lib/server/ui/format";
import { DiscussButton } from "./discuss-button";
import styles from "./units.module.css";

/** The card's short label, with the words it stands for when it is an abbreviation ("3 BR": 3 bedrooms). */
function Counted({ short, full }: { short: string; full: string }): ReactNode {
  return short === full ? short : <abbr title={full}>{short}</abbr>;
}

/** A bracketed aside after a word: Chinese full-width brackets carry their own space, others get one. */
const spaced = (aside: string) => (aside.startsWith("（") ? aside : ` ${aside}`);

export async function UnitCard({ unit }: { unit: Unit }) {
  const t = await getTranslations("site");
  const tu = await getTranslations("units");
  const tag = await getLocale();
  const figure = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <article className={styles.card} data-testid={`unit-${unit.type}`}>
      <header className={styles.cardHeader}>
        <p className={styles.type}>{t(unit.type)}</p>
        <h3 className={styles.name}>{unit.name}</h3>
        <p className={styles.size}>
          {/* The foot agrees with the figure ("743 кв. фута"); square metres follow where readers think in them. */}
          <strong>{formatInteger(tag, unit.sizeSqft)}</strong> {t("sqft", { count: unit.sizeSqft })}
          {localeInfo(resolveLocale(tag)).squareMetres && spaced(tu("squareMetres", { area: formatSquareMetres(tag, unit.sizeSqft) }))}
        </p>
      </header>
      <ul className={styles.specs}>
        {/* Counted words take the language's plural form: "1 Bad" / "3 Bäder", Arabic's dual "غرفتا نوم". */}
        <li>
          <Counted short={t("bedroom", { count: unit.bedrooms })} full={tu("bedroomsInFull", { count: unit.bedrooms })} />
        </li>
        <li>
          <Counted short={t("bathroom", { count: unit.bathrooms })} full={tu("bathroomsInFull", { count: unit.bathrooms })} />
        </li>
        <li>{t(unit.unit)}</li>
        <li>{t(carParkKey(unit.carParks), { count: unit.carParks })}</li>
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{tu("installment")}</dt>
          {/* Where the label already says "monthly" (月供, Monatsrate), the figure does not say it again. */}
          <dd>{tu.rich("installmentAmount", { amount: formatRinggit(tag, unit.installment), b: figure })}</dd>
        </div>
        <div>
          <dt>{tu("rental")}</dt>
          <dd>{tu.rich("rentalAmount", { amount: formatRinggit(tag, unit.rental), b: figure })}</dd>
        </div>
        <div className={styles.yield}>
          <dt>{t("yield")}</dt>
          <dd>
            <strong>{formatPercent(tag, unit.yieldPercent)}</strong>
          </dd>
        </div>
      </dl>
      <DiscussButton unitName={unit.name} label={t("discussWithAI")} />
    </article>
  );
}
