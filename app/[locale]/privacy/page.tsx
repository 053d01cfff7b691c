import type { Metadata } from "next";
import Link from "next/link";
import { getLocale } from "next-intl/server";
import { site } from "@/lib/config/site";
import { codeFromTag, localeInfo } from "@/lib/i18n/locales";
import { SECTION_IDS, noticeFacts, privacyNotice, type NoticeSection } from "@/lib/privacy/notices";
import { configuredPeriods } from "@/lib/retention/periods";
import styles from "./privacy.module.css";

/** The notice in the visitor's interface language (the layout's locale), English when there is none. */
async function currentNotice() {
  const code = codeFromTag(await getLocale());
  return privacyNotice(code, noticeFacts(configuredPeriods()));
}

export async function generateMetadata(): Promise<Metadata> {
  const { notice, language } = await currentNotice();
  return {
    title: `${notice.title} · ${site.name}`,
    alternates: { canonical: `/privacy?lang=${language}` },
  };
}

function Section({ id, section }: { id: string; section: NoticeSection }) {
  return (
    <section className="privacy-section" aria-labelledby={`privacy-${id}`}>
      <h2 id={`privacy-${id}`}>{section.heading}</h2>
      {section.body.map((block, i) =>
        typeof block === "string" ? (
          <p key={i}>{block}</p>
        ) : (
          <ul key={i}>
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}

/** The PDPA notice. Its text lives in lib/privacy (typed, one module per language). */
export default async function PrivacyPage() {
  const { notice, language } = await currentNotice();
  const info = localeInfo(language);
  return (
    <div className={styles.page}>
      <header className={styles.band}>
        <div className="container">
          <Link href="/">{site.name}</Link>
        </div>
      </header>
      {/* lang and dir of the text actually shown, which differs from the page's after a fallback. */}
      <main className={`privacy ${styles.notice}`} lang={info.tag} dir={info.dir}>
        <h1>{notice.title}</h1>
        <p className={`privacy-version ${styles.version}`}>{notice.shown}</p>
        <p>{notice.intro}</p>
        {SECTION_IDS.map((id) => (
          <Section key={id} id={id} section={notice.sections[id]} />
        ))}
        <p className={`privacy-home ${styles.home}`}>
          <Link href="/">{notice.home}</Link>
        </p>
      </main>
    </div>
  );
}
