import "server-only";
export { query } from "../en/query";
