import { readMessage } from "@/lib/server/assistant/offline/query/read";
import { understand } from "@/lib/server/assistant/offline/intents";
const q = process.argv[2];
console.log(JSON.stringify(readMessage(q), null, 1).slice(0, 1500));
console.log(JSON.stringify(understand(q)));
