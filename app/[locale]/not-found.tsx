import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NotFoundLogger } from "@/components/site/not-found-logger";
import styles from "./not-found.module.css";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className={styles.page}>
      <NotFoundLogger />
      <h1 className={styles.code}>{t("title")}</h1>
      <p className={styles.message}>{t("message")}</p>
      <Link href="/" className={styles.home}>
        {t("home")}
      </Link>
    </main>
  );
}
