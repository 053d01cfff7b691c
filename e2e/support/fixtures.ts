import { test as base, expect, type Page } from "@playwright/test";
import { HomePage } from "../pages/home-page";
import { controlURL, wiredURL } from "./ports";

/** Steers the local OpenAI-format and SMTP servers behind the `wired` site. */
export class Control {
  async reset() {
    await this.post("/reset", {});
  }
  async openAiMode(mode: "ok" | "error500" | "rate429" | "stall" | "unauthorized", route?: string) {
    await this.post("/openai/mode", { mode, route });
  }
  async chatBehaviour(behaviour: { tokenDelayMs?: number; firstTokenDelayMs?: number; cutAfter?: number | null }) {
    await this.post("/openai/behaviour", behaviour);
  }
  async openAiRequests(): Promise<{ method: string; path: string; body: unknown }[]> {
    return (await fetch(`${controlURL}/openai/requests`)).json();
  }
  async refuseMail(refuse: boolean) {
    await this.post("/smtp/refuse", { refuse });
  }
  async mail(): Promise<{ envelope: { from: string; to: string[] }; raw: string }[]> {
    return (await fetch(`${controlURL}/smtp/messages`)).json();
  }
  private async post(path: string, body: unknown) {
    const response = await fetch(`${controlURL}${path}`, { method: "POST", body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`control ${path} failed: ${response.status}`);
  }
}

interface Fixtures {
  home: HomePage;
  /** Console errors and uncaught exceptions seen by the page; a test may assert it stays empty. */
  consoleErrors: string[];
  control: Control;
  wiredHome: HomePage;
}

function watchConsole(page: Page, sink: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error") sink.push(message.text());
  });
  page.on("pageerror", (error) => sink.push(error.message));
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    watchConsole(page, errors);
    await use(errors);
  },
  home: async ({ page }, use) => {
    await use(new HomePage(page));
  },
  wiredHome: async ({ page }, use) => {
    await use(new HomePage(page, wiredURL));
  },
  control: async ({}, use) => {
    const control = new Control();
    await control.reset();
    await use(control);
  },
});

export { expect };
