import { z } from "zod";

// The site's Content-Security-Policy allows no eval. zod's compiled fast path first probes
// `new Function`, and a strict policy reports that probe as a violation even though zod
// catches its error; without the fast path, parsing is the same, only interpreted.
z.config({ jitless: true });

export { z };
