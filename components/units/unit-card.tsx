import { getLocale, getTranslations } from "next-intl/server";
import type { Unit } from "@/lib/shared/config/site";
import { carParkKey } from "@/lib/server/ui/car-park";
import { formatInteger, formatPercent, formatRinggit } from "@/lib/server/ui/format";
import { DiscussButton } from "./discuss-button";
import styles from "./units.module.css";

export async function UnitCard({ unit }: { unit: Unit }) {
  const t = await getTranslations("site");
  const tu = await getTranslations("units");
  const tag = await getLocale();
  return (
    <article className={styles.card} data-testid={`unit-${unit.type}`}>
      <header className={styles.cardHeader}>
        <p className={styles.type}>{t(unit.type)}</p>
        <h3 className={styles.name}>{unit.name}</h3>
        <p className={styles.size}>
          <strong>{formatInteger(tag, unit.sizeSqft)}</strong> {t("sqft")}
        </p>
      </header>
      <ul className={styles.specs}>
        {/* Counted words take the language's plural form: "1 Bad" / "3 Bäder", Arabic's dual "غرفتا نوم". */}
        <li>{t("bedroom", { count: unit.bedrooms })}</li>
        <li>{t("bathroom", { count: unit.bathrooms })}</li>
        <li>{t(unit.unit)}</li>
        <li>{t(carParkKey(unit.carParks), { count: unit.carParks })}</li>
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{tu("installment")}</dt>
          <dd>
            <strong>{formatRinggit(tag, unit.installment)}</strong> <span>{t("month")}</span>
          </dd>
        </div>
        <div>
          <dt>{tu("rental")}</dt>
          <dd>
            <strong>{formatRinggit(tag, unit.rental)}</strong> <span>{t("month")}</span>
          </dd>
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
