import { getTranslations } from "next-intl/server";
import { site, whatsappLink } from "@/lib/shared/config/site";
import { UnitCard } from "./unit-card";
import styles from "./units.module.css";

export async function UnitsSection() {
  const t = await getTranslations("site");
  const tu = await getTranslations("units");
  return (
    <section className={styles.section} id="units" aria-labelledby="units-title">
      <div className="container">
        <h2 id="units-title" className="section-title">
          {t("propertyCards")}
        </h2>
        <div className={styles.grid}>
          {site.units.map((unit) => (
            <UnitCard key={unit.type} unit={unit} />
          ))}
        </div>
        <div className={styles.contact}>
          <a
            className={styles.whatsapp}
            href={whatsappLink(tu("whatsappText"))}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-link"
          >
            <WhatsAppGlyph />
            {t("contactUs")}
            <span className="visually-hidden"> {tu("opensNewTab")}</span>
          </a>
        </div>
      </div>
    </section>
  );
}

function WhatsAppGlyph() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3a.5.5 0 0 0 0-.5l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z" />
    </svg>
  );
}
