import { Link } from "@/lib/shared/i18n/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { BidiText } from "@/components/ui/bidi-text";
import { phoneDigits, site } from "@/lib/shared/config/site";
import { resolveLocale, localeInfo } from "@/lib/shared/i18n/locales";
import styles from "./footer.module.css";

export async function Footer() {
  const t = await getTranslations("site");
  const tf = await getTranslations("footer");
  const { gallery, phone } = site.sales;
  // In Arabic the address, the phone and the year read left to right inside the right-to-left text.
  const rtl = localeInfo(resolveLocale(await getLocale())).dir === "rtl";
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {t("aboutTitle")}
          </h2>
          <p className={styles.text}>
            <BidiText text={t("aboutText")} rtl={rtl} />
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t("contactTitle")}
          </h2>
          <address className={styles.address}>
            <strong>{t("salesGallery")}</strong>
            <span>
              <BidiText text={gallery.street} rtl={rtl} />
            </span>
            <span data-testid="footer-postal">
              <BidiText text={`${gallery.postalCode} ${gallery.city}, ${gallery.region}, Malaysia`} rtl={rtl} />
            </span>
            {/* The label and its colon as the language writes them: "Téléphone :", "电话：". */}
            <span data-testid="footer-phone">
              {tf.rich("phone", {
                phone,
                call: (number) => (
                  <a href={`tel:+${phoneDigits(phone)}`} aria-label={tf("callUs", { phone })}>
                    <bdi dir="ltr">{number}</bdi>
                  </a>
                ),
              })}
            </span>
          </address>
        </section>
        <section aria-labelledby="footer-tenant" className={styles.tenant}>
          <h2 id="footer-tenant" className={styles.heading}>
            {t("tenantTitle")}
          </h2>
          {/* A plain image: next/image's <Image> is a client component, whose code every page would load for one logo. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={site.anchorTenant.logo} alt="" width={72} height={72} loading="lazy" decoding="async" />
          <p className={styles.brand}>{site.anchorTenant.brand}</p>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          <BidiText text={t("copyright", { year: new Date().getFullYear() })} rtl={rtl} />
        </p>
        <Link href="/privacy" prefetch={false}>
          {tf("privacy")}
        </Link>
      </div>
    </footer>
  );
}
