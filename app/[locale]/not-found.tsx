import { getTranslations } from "next-intl/server";
import { NotFoundView, notFoundTitle } from "@/components/site/not-found-view";

/**
 * A path under a language that is no page: `/ar/nothing`, or `/nothing` (English).
 * Next reads metadata only from the root not-found, so this one names itself with
 * React's <title>, which replaces the home page's title the layout gives.
 */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <>
      <title>{notFoundTitle(t("title"), t("message"))}</title>
      <NotFoundView title={t("title")} message={t("message")} home={t("home")} />
    </>
  );
}
