import { expect, type Locator, type Page } from "@playwright/test";
import { languagePath } from "../site/helpers";

/** The one page of the site, section by section. */
export class HomePage {
  readonly splash: Locator;
  readonly splashStatus: Locator;
  readonly splashLog: Locator;
  readonly enterButton: Locator;
  readonly badge: Locator;
  readonly languageSelect: Locator;
  readonly carousel: Locator;
  readonly counter: Locator;
  readonly chatInput: Locator;
  readonly sendButton: Locator;
  readonly voiceButton: Locator;
  readonly messages: Locator;
  readonly typing: Locator;
  readonly refusal: Locator;
  readonly toast: Locator;
  readonly whatsapp: Locator;

  constructor(
    readonly page: Page,
    readonly baseURL?: string,
  ) {
    this.splash = page.getByTestId("splash");
    this.splashStatus = page.getByTestId("splash-status");
    this.splashLog = page.getByTestId("splash-log");
    this.enterButton = page.getByRole("button", { name: "Enter AI Assistant" });
    this.badge = page.getByTestId("ai-badge");
    this.languageSelect = page.getByTestId("language-select");
    this.carousel = page.getByTestId("carousel");
    this.counter = page.getByTestId("carousel-counter");
    this.chatInput = page.getByTestId("chat-input");
    this.sendButton = page.getByTestId("chat-send");
    this.voiceButton = page.getByTestId("voice-button");
    this.messages = page.getByTestId("chat-message");
    this.typing = page.getByTestId("typing-indicator");
    this.refusal = page.getByTestId("chat-refusal");
    this.toast = page.locator("[data-sonner-toast]");
    this.whatsapp = page.getByTestId("whatsapp-link");
  }

  /**
   * Opens the page; the splash is skipped unless asked for. The test then acts at once, as a visitor
   * does: nothing is pressed or waited for first, so the page's framework and live chat may still be
   * on their way (lib/shared/ui/first-action.ts).
   */
  async open(options: { lang?: string; intro?: boolean } = {}) {
    await this.page.goto(`${this.baseURL ?? ""}${languagePath(options.lang ?? "en")}${options.intro ? "" : "?intro=0"}`);
  }

  async send(text: string) {
    await this.chatInput.fill(text);
    await this.chatInput.press("Enter");
  }

  assistantMessages(): Locator {
    return this.page.locator('[data-testid="chat-message"][data-sender="assistant"]');
  }

  userMessages(): Locator {
    return this.page.locator('[data-testid="chat-message"][data-sender="user"]');
  }

  /** Opens the language menu and follows the link to `code`: a soft navigation to its path. */
  async chooseLanguage(code: string) {
    await this.languageSelect.click();
    const option = this.languageOption(code);
    await expect(option).toBeVisible();
    await option.click();
    await expect(this.page.locator("html")).toHaveAttribute("data-locale", code);
  }

  languageOption(code: string): Locator {
    return this.page.locator(`[data-testid="language-option"][data-value="${code}"]`);
  }

  // --- chat details (e2e/chat) ---

  get chatList(): Locator {
    return this.page.getByTestId("chat-messages");
  }

  /** The polite live region that reads finished replies to screen readers. */
  get announcer(): Locator {
    return this.page.getByTestId("chat-announcer");
  }

  get sendHint(): Locator {
    return this.page.getByTestId("send-hint");
  }

  /** "Click Here" over the voice button. */
  get voiceHighlight(): Locator {
    return this.page.getByTestId("voice-highlight");
  }

  /** The toast with this title (one is shown at a time). */
  toastTitled(title: string): Locator {
    return this.toast.filter({ has: this.page.locator("[data-title]", { hasText: title }) });
  }

  /**
   * The play button of an assistant message (the last reply by default): the one shown, as the
   * drawn chat's welcome carries a button for each of its texts and shows the visit's.
   */
  playButton(message: Locator = this.assistantMessages().last()): Locator {
    return message.getByTestId("play-button").filter({ visible: true });
  }

  /**
   * Sonner has taken its stand-in's place, as it does after the visitor's first interaction: a toast
   * asked for from then on is added on sonner's next 0 ms timer, which a test with a stopped clock runs.
   */
  async expectToastsLoaded() {
    await expect(this.page.locator("section[data-toasts='loading']")).toHaveCount(0);
  }

  // --- page sections (e2e/site) ---

  /** Lines of the splash log (boot lines, then the check's result); the blinking cursor is left out. */
  get splashLines(): Locator {
    return this.splashLog.locator("li:not([aria-hidden='true'])");
  }

  get badgeTooltip(): Locator {
    return this.page.locator("#ai-badge-tooltip");
  }

  /** The coloured dot inside the badge. */
  get badgeDot(): Locator {
    return this.badge.locator("span[aria-hidden='true']");
  }

  /** The focusable, swipeable slide area of the carousel. */
  get carouselViewport(): Locator {
    return this.carousel.locator("div[tabindex='0']");
  }

  /** The carousel's dot buttons, one per slide. */
  get slideDots(): Locator {
    return this.carousel.locator("button:not(:has(*))");
  }

  /** The carousel's pause/play button; its name says what pressing it does. */
  get carouselToggle(): Locator {
    return this.page.getByTestId("carousel-toggle");
  }

  /** The hidden status line that reads out the visitor's own moves of the carousel. */
  get carouselAnnouncer(): Locator {
    return this.page.getByTestId("carousel-announcer");
  }

  /** The splash's "Skip intro" button. */
  get skipIntro(): Locator {
    return this.page.getByTestId("splash-skip");
  }

  /** The page's main heading (the project title), where focus lands after the splash. */
  get mainHeading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  unitCard(type: "typeA" | "typeB" | "typeC"): Locator {
    return this.page.getByTestId(`unit-${type}`);
  }

  /** Toasts on screen, not the ones sliding out. */
  get liveToasts(): Locator {
    return this.page.locator("[data-sonner-toast][data-removed='false']");
  }
}
