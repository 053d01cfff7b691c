import { getLocale, getTranslations } from "next-intl/server";
import { site } from "@/lib/shared/config/site";
import { resolveLocale, localeInfo } from "@/lib/shared/i18n/locales";
import { publicSvgDataUri } from "@/lib/server/ui/svg-data-uri";
import { Flag } from "./flag";
import { AiBadge } from "./ai-badge";
import { LanguageSelect } from "./language-select";
import styles from "./header.module.css";

export async function Header() {
  const t = await getTranslations("site");
  const th = await getTranslations("header");
  const { flag } = localeInfo(resolveLocale(await getLocale()));
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <div className={styles.brand}>
          <h1 className={styles.title} tabIndex={-1}>
            {t("projectTitle")}
          </h1>
          <p className={styles.subtitle}>{t("projectSubtitle")}</p>
        </div>
        <div className={styles.tenant}>
          {/* A plain image: next/image's component would bring its code to the browser for an SVG it leaves as it
              is. Inside the page, like the button's flag, so that neither is a request beside the hero picture's. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={publicSvgDataUri(site.anchorTenant.logo)}
            alt={th("anchorLogoAlt", { brand: site.anchorTenant.brand })}
            width={44}
            height={44}
            fetchPriority="low"
            decoding="async"
          />
          <div>
            <p className={styles.tenantLabel}>{t("anchorTenant")}</p>
            <p className={styles.tenantName}>
              <span>{t("managedBy")}</span> <strong>{site.anchorTenant.brand}</strong>
            </p>
          </div>
        </div>
        <div className={styles.controls}>
          <LanguageSelect currentFlag={<Flag country={flag} src={publicSvgDataUri(`/flags/${flag}.svg`)} />} />
          <AiBadge />
        </div>
      </div>
    </header>
  );
}
