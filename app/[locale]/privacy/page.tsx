import type { Metadata } from "next";
import Link from "next/link";
import { setRequestLocale } from "next-intl/server";
import { site } from "@/lib/shared/config/site";
import { resolveLocale, localeInfo, localePath } from "@/lib/shared/i18n/locales";
import { languageAlternates } from "@/lib/server/seo/alternates";
import { warnIfSample } from "@/lib/server/privacy/config";
import { SECTION_IDS, noticeFacts, privacyNotice, type NoticeSection } from "@/lib/server/privacy/notices";
import { configuredPeriods } from "@/lib/server/retention/periods";
import { LanguageSelect } from "@/components/header/language-select";
import { MarkdownView } from "@/components/chat/markdown-view";
import { BidiText } from "@/components/ui/bidi-text";
import styles from "./privacy.module.css";

// Built once per language, like the home page. The retention periods, the controller and the
// providers it states are the build's configuration (see .env.example).
export const dynamic = "error";

type Params = PageProps<"/[locale]/privacy">["params"];

/** The notice in the page's language (the path's), English when there is none. */
async function currentNotice(params: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const code = resolveLocale(locale);
  return { code, ...privacyNotice(code, noticeFacts(configuredPeriods())) };
}

export async function generateMetadata({ params }: Pick<PageProps<"/[locale]/privacy">, "params">): Promise<Metadata> {
  const { notice, code } = await currentNotice(params);
  const { canonical, languages } = languageAlternates("/privacy", code);
  return { title: `${notice.title} · ${site.name}`, alternates: { canonical, languages } };
}

interface SectionProps {
  id: string;
  section: NoticeSection;
  as?: "h2" | "h3";
  /** The notice's own direction: in right-to-left text, e-mail, address and phone are isolated left to right. */
  rtl: boolean;
}

function Section({ id, section, as: Heading = "h2", rtl }: SectionProps) {
  return (
    <section className="privacy-section" aria-labelledby={`privacy-${id}`}>
      <Heading id={`privacy-${id}`}>{section.heading}</Heading>
      {/* Links only to the site itself, as in the chat: the notice names other addresses as text. */}
      <MarkdownView text={section.markdown} rules={{ origin: site.url }} rtl={rtl} />
    </section>
  );
}

/** The PDPA notice. Its text is content/privacy/<tag>.md, filled in by lib/server/privacy. */
export default async function PrivacyPage({ params }: Pick<PageProps<"/[locale]/privacy">, "params">) {
  const { notice, language, code } = await currentNotice(params);
  const home = localePath(code);
  const info = localeInfo(language);
  const facts = noticeFacts(configuredPeriods());
  warnIfSample();
  const rtl = info.dir === "rtl";
  const statutory = (["ms", "en"] as const).filter((other) => other !== language).map((other) => privacyNotice(other, facts));
  return (
    <div className={styles.page}>
      <header className={styles.band}>
        <div className={`container ${styles.bandRow}`}>
          <Link href={home}>{site.name}</Link>
          <LanguageSelect />
        </div>
      </header>
      {/* lang and dir of the text actually shown, which differs from the page's after a fallback. */}
      <main className={`privacy ${styles.notice}`} lang={info.code} dir={info.dir}>
        <h1>{notice.title}</h1>
        <p className={`privacy-version ${styles.version}`}>
          <BidiText text={notice.shown} rtl={rtl} />
        </p>
        {notice.sample && (
          <p className={`privacy-sample ${styles.sample}`} role="note">
            <BidiText text={notice.sample} rtl={rtl} />
          </p>
        )}
        <p>
          <BidiText text={notice.intro} rtl={rtl} />
        </p>
        {SECTION_IDS.map((id) => (
          <Section key={id} id={id} section={notice.sections[id]} rtl={rtl} />
        ))}
        {/* PDPA asks for the notice in Malay and English too: each follows, folded, where it is not the one above. */}
        {statutory.map(({ language: other, notice: text }) => (
          <details key={other} className={`privacy-statutory ${styles.statutory}`} lang={other} dir={localeInfo(other).dir}>
            <summary>
              {text.title} · {text.shown}
            </summary>
            <p>{text.intro}</p>
            {SECTION_IDS.map((id) => (
              <Section key={id} id={`${other}-${id}`} section={text.sections[id]} as="h3" rtl={localeInfo(other).dir === "rtl"} />
            ))}
          </details>
        ))}
        <p className={`privacy-home ${styles.home}`}>
          <Link href={home}>{notice.home}</Link>
        </p>
      </main>
    </div>
  );
}
