import "server-only";

type Fields = Record<string, unknown>;

/** One JSON line per event, so logs stay greppable and never carry stack traces to visitors. */
function write(level: "info" | "warn" | "error", message: string, fields?: Fields): void {
  if (process.env.LOG_SILENT === "1") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(line);
}

export const log = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};
