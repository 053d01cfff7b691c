import Image from "next/image";
import { Link } from "@/lib/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { phoneDigits, site } from "@/lib/config/site";
import styles from "./footer.module.css";

export async function Footer() {
  const t = await getTranslations("site");
  const tf = await getTranslations("footer");
  const { gallery, phone } = site.sales;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>{t("aboutTitle")}</h2>
          <p className={styles.text}>{t("aboutText")}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>{t("contactTitle")}</h2>
          <address className={styles.address}>
            <strong>{t("salesGallery")}</strong>
            <span>{gallery.street}</span>
            <span>
              {gallery.postalCode} {gallery.city}, {gallery.region}, Malaysia
            </span>
            <span>
              {t("phone")}:{" "}
              <a href={`tel:+${phoneDigits(phone)}`} aria-label={tf("callUs", { phone })} dir="ltr">
                {phone}
              </a>
            </span>
          </address>
        </section>
        <section aria-labelledby="footer-tenant" className={styles.tenant}>
          <h2 id="footer-tenant" className={styles.heading}>{t("tenantTitle")}</h2>
          <Image src={site.anchorTenant.logo} alt="" width={72} height={72} unoptimized />
          <p className={styles.brand}>{site.anchorTenant.brand}</p>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t("copyright", { year: new Date().getFullYear() })}</p>
        <Link href="/privacy" prefetch={false}>{tf("privacy")}</Link>
      </div>
    </footer>
  );
}
