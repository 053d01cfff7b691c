import http from "node:http";
import { chatCompletions } from "../../test/support/openai-chat";
import { startOpenAiServer, type Mode } from "../../test/support/openai-server";
import { startSmtpServer } from "../../test/support/smtp";
import { E2E } from "./ports";

/**
 * The local stand-ins the `wired` site talks to: an OpenAI-format server and an
 * SMTP server. Tests steer them over a small control API, since they run in
 * other processes.
 */
export default async function globalSetup() {
  const chat = chatCompletions();
  const openai = await startOpenAiServer({ port: E2E.openAiPort, apiKey: E2E.openAiKey, routes: chat.routes });
  const smtp = await startSmtpServer({ port: E2E.smtpPort });
  const defaults = { ...chat.behaviour };

  const control = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
    const send = (data: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(data ?? {}));
    };
    switch (`${req.method} ${req.url}`) {
      case "POST /reset":
        openai.setMode("ok");
        openai.requests.length = 0;
        Object.assign(chat.behaviour, defaults);
        smtp.messages.length = 0;
        smtp.refuse(null);
        return send({});
      case "POST /openai/mode":
        openai.setMode(body.mode as Mode, body.route);
        return send({});
      case "POST /openai/behaviour":
        Object.assign(chat.behaviour, body);
        return send({});
      case "GET /openai/requests":
        return send(openai.requests.map(({ method, path, body: b }) => ({ method, path, body: b })));
      case "POST /smtp/refuse":
        smtp.refuse(body.refuse ? { stage: "rcpt", message: "Mailbox unavailable", code: 451 } : null);
        return send({});
      case "GET /smtp/messages":
        return send(smtp.messages.map(({ envelope, raw }) => ({ envelope, raw })));
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => control.listen(E2E.controlPort, "127.0.0.1", resolve));

  return async () => {
    control.closeAllConnections();
    await new Promise((r) => control.close(r));
    await openai.close();
    await smtp.close();
  };
}
