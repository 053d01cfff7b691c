import { site } from "@/lib/shared/config/site";
import { welcomeMessage } from "@/lib/shared/chat/types";
import { resolveLocale, localeInfo } from "@/lib/shared/i18n/locales";
import { ComposerView } from "./composer-view";
import { MarkdownView } from "./markdown-view";
import { MessageListView } from "./message-list-view";
import { PanelView } from "./panel-view";
import { TrainingObjection } from "./training-objection";
import { VoiceButton } from "./voice-button";

/**
 * The chat as the live one first draws itself, drawn on the server with no
 * JavaScript of its own: the page shows it at once, and the live chat takes its
 * place when the visitor first does something (lib/client/ui/first-interaction), with
 * whatever was typed in its box.
 */
export function ChatShell({ welcomes, locale }: { welcomes: string[]; locale: string }) {
  const rtl = localeInfo(resolveLocale(locale)).dir === "rtl";
  const Content = ({ text }: { text: string }) => <MarkdownView text={text} rules={{ origin: site.url }} rtl={rtl} />;
  return (
    <PanelView
      list={
        <MessageListView
          messages={[welcomeMessage(welcomes[0] ?? "", 0)]}
          pending={false}
          mobile={false}
          Content={Content}
          welcomeTexts={welcomes}
          drawnQuestion
        />
      }
      composer={<ComposerView disabled={false} showHint={false} />}
      actions={<VoiceButton state="off" highlighted={false} />}
      objection={<TrainingObjection confirmed={false} />}
    />
  );
}
