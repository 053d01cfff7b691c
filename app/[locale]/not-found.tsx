import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/site/not-found-view";

/** A path under a language that is no page: `/ar/nothing`, or `/nothing` (English). */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return <NotFoundView title={t("title")} message={t("message")} home={t("home")} />;
}
