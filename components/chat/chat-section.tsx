import { getLocale, getTranslations } from "next-intl/server";
import { ChatIsland } from "./chat-island";
import { ChatShell } from "./chat-shell";
import styles from "./chat.module.css";

export async function ChatSection({ welcomes }: { welcomes: string[] }) {
  const t = await getTranslations("site");
  return (
    <section id="chat" className={`chat-section ${styles.section}`} aria-labelledby="chat-title">
      <div className="container">
        <h2 id="chat-title" className="section-title">
          {t("chatTitle")}
        </h2>
        <p className="section-lead">{t("chatSubtitle")}</p>
        <ChatIsland welcomes={welcomes} shell={<ChatShell welcomes={welcomes} locale={await getLocale()} />} />
      </div>
    </section>
  );
}
